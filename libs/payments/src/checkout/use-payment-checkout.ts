import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartaoSalvo, MetodoPagamentoCodigo, Pagamento, PagamentoInput, Parcelamento } from '@church/contracts-payments';
import { ApiError } from '@church/data-access';
import { type AchFields, achErrors, type CardFields, cardErrors } from '@church/payment-ui';
import { newAttemptKey, type PaymentAttempt, PaymentNotConfirmedError, sendAttempt } from '../attempt/payment-attempt';
import { useConfirmStripePayment } from '../api/card-setup';
import { cardInputOf, useCardToken } from '../api/card-token';
import { useInstallmentOptions } from '../api/installments';
import { useSavedCards } from '../api/saved-cards';
import { type CardProvider, keepsCards, useCardProvider, usesProviderFields } from '../card-fields/card-provider';
import { runNextAction } from '../stripe/next-action';
import { CardFieldsError, type CardFieldsSlot } from '../card-fields/card-fields-handle';
import { BRAZIL_ONLY_METHODS, livesInBrazil } from './payer-country';
import { usePaymentFieldMessages } from './validation-messages';

export type PaymentMethod = MetodoPagamentoCodigo;

/** What the payer chose and typed: the method, a new card or a saved one, a bank account, instalments. */
export interface PaymentChoice {
  method: PaymentMethod | null;
  card: CardFields;
  ach: AchFields;
  /** The saved card chosen: its id, null for a new card; undefined until the payer chooses (the first saved card is offered first). */
  savedCard?: number | null;
  /** Whether a new card is kept for next time (a member's). */
  saveCard: boolean;
  installments: number;
}

/**
 * What a payment's answer carries that the checkout reads: its code, and a 3DS challenge when the bank
 * asks for one (the sandbox's page, or the client secret Stripe.js runs Stripe's check with).
 */
export interface PaymentAnswer {
  pagamento: { codigo: string; desafio?: { url?: string; clientSecret?: string } | null };
}

/** Card instalments (§4): the amount they divide (null while it is not known), how many at most, with or without interest. */
export interface InstallmentTerms {
  amount: number | null;
  max: number;
  withInterest: boolean;
  /** False turns them off (a recurring gift is charged whole). */
  allowed?: boolean;
}

export interface PaymentCheckoutOptions<Request, Answer extends PaymentAnswer> {
  /** The payer's choice (`usePaymentChoice`), which the page reads first when its fee depends on the method. */
  choice: PaymentChoiceHandle;
  /** A member pays: their saved cards are offered, and a new card may be kept. A visitor has neither. */
  signedIn: boolean;
  /** The attempt whose outcome is not known yet, as the page's session state keeps it (null: none is open). */
  attempt: PaymentAttempt<Request> | null;
  /** Keeps an attempt in the page's session state before it is first sent, or forgets it (null) once its outcome is known. */
  keepAttempt: (attempt: PaymentAttempt<Request> | null) => void;
  /** Sends the attempt once, with its key and its request exactly as kept. */
  send: (attempt: PaymentAttempt<Request>) => Promise<Answer>;
  /** The payment was made (after the bank's challenge, when it asked for one). */
  onPaid: (answer: Answer) => void;
  /** A final refusal: the attempt is over (already forgotten), and the next press is a new one. */
  onRefused: (error: unknown) => void;
  /** Card instalments, when the payment may have them. */
  installments?: InstallmentTerms;
  /** Where the payer lives (ISO 3166-1 alpha-2; null or undefined: unsaid): Pix and slips are offered only in Brazil. */
  payerCountry?: string | null;
}

/** What a submit asks of its page: its own errors (null: nothing to send yet), and the request to send for a payment. */
export interface PaymentSubmit<Request> {
  validate: () => Record<string, string> | null;
  request: (pagamento: PagamentoInput) => Request;
}

const EMPTY_CARD: CardFields = { numero: '', titular: '', validade: '', cvv: '' };
const EMPTY_ACH: AchFields = { numeroConta: '', numeroRoteamento: '', tipoConta: 'checking', titular: '' };

/**
 * The payer's choice: the methods offered (a single one is chosen from the start), and what was chosen
 * and typed; `initial` is an open attempt's method and instalments, or a kept "save the card". Its own hook, ahead of
 * `usePaymentCheckout`, so that a page can ask for the chosen method's fee first.
 */
export function usePaymentChoice(methods: readonly PaymentMethod[], initial: { method?: PaymentMethod | null; installments?: number; saveCard?: boolean } = {}) {
  const [choice, setChoice] = useState<PaymentChoice>(() => ({
    method: initial.method ?? (methods.length === 1 ? (methods[0] ?? null) : null),
    card: EMPTY_CARD,
    ach: EMPTY_ACH,
    saveCard: initial.saveCard ?? true,
    installments: initial.installments ?? 1,
  }));
  const update = useCallback((patch: Partial<PaymentChoice>) => setChoice((current) => ({ ...current, ...patch })), []);
  return { methods, choice, update };
}

export type PaymentChoiceHandle = ReturnType<typeof usePaymentChoice>;

/**
 * The paying half of a checkout (the events checkout, the give page, a subscription's): the payer's
 * choice, the saved cards and instalments it offers, the field errors, and the payment attempt (issue
 * 22): a new attempt tokenises its card once, is kept with its key and request before it is first sent,
 * is sent again by itself while its outcome is unknown, and is ended only by an answer or a final
 * refusal. Rendered by `PaymentForm` and `PaymentNotices`; the page keeps what is its own (what is paid
 * for, its fee and totals, refusal codes) and its submit button.
 */
export function usePaymentCheckout<Request, Answer extends PaymentAnswer>(options: PaymentCheckoutOptions<Request, Answer>) {
  const messages = usePaymentFieldMessages();
  // The latest options: an answer arriving later is handled with the page as it is then.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { signedIn, attempt } = options;
  const { choice, update } = options.choice;
  // Pix and slips are for payers in Brazil (§5): hidden from a payer abroad, and said why.
  const abroad = !livesInBrazil(options.payerCountry);
  const methods = abroad ? options.choice.methods.filter((method) => !BRAZIL_ONLY_METHODS.includes(method)) : options.choice.methods;
  const hiddenForAbroad = abroad && methods.length < options.choice.methods.length;
  useEffect(() => {
    if (abroad && choice.method && BRAZIL_ONLY_METHODS.includes(choice.method)) update({ method: methods.length === 1 ? (methods[0] ?? null) : null, installments: 1 });
  }, [abroad, choice.method, methods, update]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [unreachable, setUnreachable] = useState(false);
  const [challenge, setChallenge] = useState<{ url: string; answer: Answer } | null>(null);
  // `sending` while a request is out, `retrying` while the same attempt is sent again by itself.
  const [sending, setSending] = useState<'idle' | 'sending' | 'retrying'>('idle');
  const [gaveUp, setGaveUp] = useState(false);
  const inFlight = useRef(false);
  const stopAsking = useRef<AbortController | null>(null);
  useEffect(() => () => stopAsking.current?.abort(), []);
  const tokenise = useCardToken();
  const cardProvider = useCardProvider();
  const confirmStripe = useConfirmStripePayment();
  // The provider's card fields, once mounted, leave here what the checkout asks of them (the card's name for our server).
  const cardFields = useRef<CardFieldsSlot['current']>(null);
  const [cardFailure, setCardFailure] = useState(false);

  const savedCardGroups = useSavedCards().data ?? [];
  const savedCards: CartaoSalvo[] = signedIn ? savedCardGroups.flatMap((group) => group.cartoes) : [];
  const savedCard = choice.savedCard === undefined ? (savedCards[0]?.id ?? null) : choice.savedCard;

  const terms = options.installments;
  const installmentsOffered = choice.method === 'CARTAO_CREDITO' && terms !== undefined && terms.max > 1 && terms.amount !== null && terms.allowed !== false;
  const installmentOptions: Parcelamento[] =
    useInstallmentOptions(terms?.amount ?? 0, terms?.withInterest ?? false, terms?.max ?? 1, installmentsOffered).data ?? [];
  const chosenInstallment = installmentsOffered ? installmentOptions.find((option) => option.parcelas === choice.installments) : undefined;

  /** What is wrong with the card or bank account as typed, for the method chosen. */
  const fieldErrors = (): Record<string, string> => {
    const newCard = choice.method === 'CARTAO_CREDITO' && savedCard === null;
    // In a provider's own fields only the holder's name is ours to check; the provider checks the card when it names it.
    const card = usesProviderFields(cardProvider) ? (choice.card.titular.trim().length < 2 ? { titular: messages.card.required } : {}) : cardErrors(choice.card, messages.card);
    const found = newCard ? card : choice.method === 'ACH' ? achErrors(choice.ach, messages.ach) : {};
    return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  };

  /** The payment part of a request for the choice made; a new card is tokenised here, once per attempt. */
  const paymentOf = async (method: PaymentMethod): Promise<PagamentoInput> => {
    const pagamento: PagamentoInput = { metodo: method, parcelas: chosenInstallment?.parcelas ?? 1 };
    if (method === 'CARTAO_CREDITO' && savedCard !== null) pagamento.cartao = { idCartaoSalvo: savedCard };
    else if (method === 'CARTAO_CREDITO') {
      const token = usesProviderFields(cardProvider) ? await providerCardToken() : (await tokenise.mutateAsync(cardInputOf(choice.card))).token;
      pagamento.cartao = signedIn && keepsCards(cardProvider) ? { token, salvarCartao: choice.saveCard } : { token };
    }
    if (method === 'ACH') pagamento.ach = choice.ach;
    return pagamento;
  };

  /** The card typed into the provider's fields, as the provider's script names it (a Stripe PaymentMethod, a Mercado Pago card token): the card goes to the provider only. */
  const providerCardToken = async (): Promise<string> => {
    const fields = cardFields.current;
    if (!fields) throw new CardFieldsError(messages.cardFieldsNotReady);
    return fields.createPaymentMethod(choice.card.titular.trim());
  };

  /**
   * Stripe's 3DS check, run by Stripe.js in this window, then the payment as the server reads it from
   * Stripe (asked again by itself while that answer is not known); the answer as it stood when the
   * server could not be asked.
   */
  const afterStripeCheck = async (answer: Answer, clientSecret: string, provider: CardProvider, signal: AbortSignal): Promise<Answer> => {
    if (provider.kind === 'stripe') await runNextAction(provider.publishableKey, clientSecret).catch(() => undefined);
    try {
      const pagamento: Pagamento = await sendAttempt(() => confirmStripe.mutateAsync({ code: answer.pagamento.codigo, clientSecret }), { signal });
      return { ...answer, pagamento: { ...answer.pagamento, ...pagamento, desafio: null } };
    } catch {
      return answer;
    }
  };

  /** Sends the attempt, and again by itself a few times while its outcome is unknown; only a known outcome ends it. */
  const send = async (sent: PaymentAttempt<Request>) => {
    const controller = new AbortController();
    stopAsking.current = controller;
    setSending('sending');
    setGaveUp(false);
    try {
      const answer = await sendAttempt(() => latest.current.send(sent), { signal: controller.signal, onRetry: () => setSending('retrying') });
      const desafio = answer.pagamento.desafio;
      if (desafio?.clientSecret) {
        // Stripe's check runs in Stripe's own window over this page; the attempt itself is answered.
        latest.current.keepAttempt(null);
        latest.current.onPaid(await afterStripeCheck(answer, desafio.clientSecret, cardProvider, controller.signal));
      } else if (desafio?.url) {
        // The bank's answer comes through the sandbox's challenge: the attempt itself is answered.
        latest.current.keepAttempt(null);
        setChallenge({ url: desafio.url, answer });
      } else latest.current.onPaid(answer);
    } catch (error) {
      // Not confirmed: the attempt stays, and the payer is told so; anything else is a final refusal.
      if (error instanceof PaymentNotConfirmedError) setGaveUp(true);
      else {
        latest.current.keepAttempt(null);
        latest.current.onRefused(error);
      }
    } finally {
      inFlight.current = false;
      setSending('idle');
    }
  };

  /** The open attempt again, unchanged ("Try again", or the submit button while it is open). */
  const sendAgain = () => {
    if (!attempt || inFlight.current) return;
    inFlight.current = true;
    void send(attempt);
  };

  /**
   * The submit of the page's form: the open attempt again if there is one; otherwise, once the page's
   * fields and the payment's are right, a new attempt with the request the page makes of the payment.
   */
  const submit = async ({ validate, request }: PaymentSubmit<Request>) => {
    if (inFlight.current) return;
    if (attempt) return sendAgain();
    const pageErrors = validate();
    if (pageErrors === null) return;
    const found = { ...pageErrors, ...fieldErrors() };
    setErrors(found);
    setUnreachable(false);
    setCardFailure(false);
    const method = choice.method;
    if (Object.keys(found).length > 0 || !method) return;
    inFlight.current = true;
    let pagamento: PagamentoInput;
    try {
      pagamento = await paymentOf(method);
    } catch (error) {
      inFlight.current = false;
      setCardFailure(false);
      // Nothing was paid: a card refused is said on its fields (in Stripe's words for Stripe's), an unreachable service plainly.
      if (error instanceof CardFieldsError && error.type) setErrors({ [error.field]: error.message });
      else if (error instanceof CardFieldsError) setCardFailure(true);
      else if (error instanceof ApiError && error.status < 500 && error.status !== 429) setErrors({ numero: messages.cardRefused });
      else setUnreachable(true);
      return;
    }
    const next: PaymentAttempt<Request> = { key: newAttemptKey(), request: request(pagamento) };
    latest.current.keepAttempt(next);
    await send(next);
  };

  return {
    methods,
    signedIn,
    choice,
    update,
    /** Pix and slips were left out because the payer lives abroad (the form says why). */
    hiddenForAbroad,
    /** Who takes the church's cards: Stripe's or Mercado Pago's own fields, or the sandbox's. */
    cardProvider,
    /** Where the provider's card fields leave their handle once mounted. */
    cardFields,
    savedCards,
    /** The saved card that pays (its id), or null for a new card. */
    savedCard,
    installments: { offered: installmentsOffered, options: installmentOptions, chosen: chosenInstallment },
    errors,
    setErrors,
    /** The gateway's card-token call could not be reached: nothing was sent, nothing charged. */
    unreachable: unreachable || cardFailure,
    submit,
    sendAgain,
    /** A request is out, or a card is being tokenised. */
    busy: sending !== 'idle' || tokenise.isPending,
    /** While an attempt's outcome is unknown: `retrying` while it is sent again by itself, `unconfirmed` once we stopped asking. */
    notice: sending === 'retrying' ? ('retrying' as const) : attempt && sending === 'idle' ? ('unconfirmed' as const) : null,
    /** We stopped asking in this visit (the notice then takes the focus). */
    gaveUp,
    /** The bank's 3DS challenge, and what to do once it is done. */
    challenge: challenge && { url: challenge.url, complete: () => latest.current.onPaid(challenge.answer) },
  };
}

/** A checkout's payment, as `usePaymentCheckout` gives it. */
export type PaymentCheckout<Request = unknown, Answer extends PaymentAnswer = PaymentAnswer> = ReturnType<typeof usePaymentCheckout<Request, Answer>>;

/** What the payment form reads and changes of a checkout's payment. */
export type PaymentChoiceState = Pick<PaymentCheckout, 'methods' | 'hiddenForAbroad' | 'signedIn' | 'choice' | 'update' | 'cardProvider' | 'cardFields' | 'savedCards' | 'savedCard' | 'installments' | 'errors'>;

/** What the notices of an attempt's outcome read of a checkout's payment. */
export type PaymentOutcomeState = Pick<PaymentCheckout, 'notice' | 'gaveUp' | 'sendAgain' | 'unreachable'>;
