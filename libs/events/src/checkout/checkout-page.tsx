import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Evento, InscricaoCriada, InscricaoInput } from '@church/contracts-events';
import { ApiError, newAttemptKey, PaymentNotConfirmedError, sendAttempt, useChurch } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useCardToken, useEventFee, useInstallmentOptions } from '../payment/payment-api';
import { eventsPaths } from '../paths';
import { useEventForSale } from '../tickets/tickets-api';
import { checkoutFeedback } from './checkout-feedback';
import { type EventCheckoutState, eventCheckoutAtom, lastPurchaseAtom, type PurchaseAttempt, type PurchaseRequest } from './checkout-state';
import { usePurchase } from './use-purchase';
import { useSavedCards } from '../cards/cards-api';
import { useCardLabel } from '../cards/cards-pages';
import styles from './checkout.module.css';
import {
  achErrors,
  type AchFields,
  AchForm,
  cardErrors,
  type CardFields,
  CardForm,
  ChallengeFrame,
  EMPTY_VISITOR,
  GuestDetailsForm,
  METHOD_LABELS,
  UnconfirmedPayment,
  visitorErrors,
  visitorPayload,
} from '@church/payment-ui';

type Method = Evento['metodosPagamento'][number];

/** §2 "/checkout": the chosen tickets, the method, the total with fees and installments, and payment. */
export function CheckoutPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [checkout] = useAtom(eventCheckoutAtom);
  const event = useEventForSale(checkout?.eventId ?? 0, checkout !== null);
  usePageMeta({ title: `${t`Checkout`} · ${church.nome}` });
  if (!checkout) {
    return (
      <EmptyState title={t`No tickets chosen yet.`}>
        <Link to={eventsPaths.list.href()}>{t`See the events`}</Link>
      </EmptyState>
    );
  }
  if (event.isPending) return <Spinner label={t`Loading the checkout`} />;
  if (event.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  return <CheckoutForm event={event.data} checkout={checkout} />;
}

const EMPTY_CARD: CardFields = { numero: '', titular: '', validade: '', cvv: '' };
const EMPTY_ACH: AchFields = { numeroConta: '', numeroRoteamento: '', tipoConta: 'checking', titular: '' };

function CheckoutForm({ event, checkout }: { event: Evento; checkout: EventCheckoutState }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const setCheckout = useSetAtom(eventCheckoutAtom);
  const setLastPurchase = useSetAtom(lastPurchaseAtom);
  // Nobody signed in: the visitor buys without an account (the tickets screen let them only where the event allows it).
  const guest = !useAtomValue(isLoggedInAtom);
  // The purchase sent whose outcome is not known yet: the form is locked to it, and paying sends it again.
  const attempt = checkout.attempt ?? null;
  const visitor = checkout.unregisteredUserData ?? EMPTY_VISITOR;
  const setVisitor = (unregisteredUserData: typeof visitor) => setCheckout({ ...checkout, unregisteredUserData });
  const methods = checkout.value === 0 ? (['GRATUITO'] as Method[]) : event.metodosPagamento.filter((method) => method !== 'GRATUITO');
  const [method, setMethod] = useState<Method | null>(attempt?.request.body.pagamento.metodo ?? (methods.length === 1 ? (methods[0] ?? null) : null));
  const [installments, setInstallments] = useState(attempt?.request.body.pagamento.parcelas ?? 1);
  const [card, setCard] = useState(EMPTY_CARD);
  const [ach, setAch] = useState(EMPTY_ACH);
  const savedCardGroups = useSavedCards().data ?? [];
  const savedCards = guest ? [] : savedCardGroups.flatMap((group) => group.cartoes);
  const [chosenCard, setSavedCard] = useState<number | null | undefined>(undefined);
  // The first saved card is offered first; "a new card" once the member says so.
  const savedCard = chosenCard === undefined ? (savedCards[0]?.id ?? null) : chosenCard;
  const [saveCard, setSaveCard] = useState(true);
  const cardLabel = useCardLabel();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ code?: string; detail?: string } | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [challenge, setChallenge] = useState<{ url: string; purchase: InscricaoCriada } | null>(null);
  // `sending` while a request is out, `retrying` while the same attempt is sent again by itself.
  const [sending, setSending] = useState<'idle' | 'sending' | 'retrying'>('idle');
  const [gaveUp, setGaveUp] = useState(false);
  const inFlight = useRef(false);
  const stopAsking = useRef<AbortController | null>(null);
  useEffect(() => () => stopAsking.current?.abort(), []);
  const fee = useEventFee(event.id, checkout.value, method === 'GRATUITO' ? null : method);
  const base = method === 'GRATUITO' ? 0 : (fee.data?.total ?? null);
  const canSplit = method === 'CARTAO_CREDITO' && event.qtdeMaxParcelas > 1 && base !== null;
  const options = useInstallmentOptions(base ?? 0, event.flagJuros, event.qtdeMaxParcelas, canSplit);
  const chosenOption = canSplit ? options.data?.find((option) => option.parcelas === installments) : undefined;
  const total = chosenOption?.valorTotal ?? base;
  const tokenise = useCardToken();
  const purchase = usePurchase();
  const money = (cents: number) => formatCurrency(cents / 100, event.moeda, i18n.locale);
  const busy = sending !== 'idle' || tokenise.isPending;
  const totalText = attempt ? money(attempt.request.body.totalEsperado) : total === null ? '' : money(total);
  const cashDays = event.diasPagamentoDinheiro;
  const askCpf = method === 'PIX' || method === 'BOLETO';

  const finish = useCallback(
    (bought: InscricaoCriada) => {
      setLastPurchase(bought);
      setCheckout(null);
      void navigate(eventsPaths.thankYou.href());
    },
    [navigate, setCheckout, setLastPurchase],
  );

  /** A final refusal: the attempt is over (the next press is a new one), and the buyer reads what it means. */
  const refused = (error: unknown) => {
    setCheckout({ ...checkout, attempt: null });
    const problem = error instanceof ApiError ? error.problem : null;
    if (problem?.code === 'CARD_INVALID') {
      setFieldErrors({ numero: t`Some card information is incorrect. Please check it.` });
      return;
    }
    const visitorField = problem?.errors?.find((item) => item.field.startsWith('body.visitante.'));
    if (guest && visitorField) {
      // The server's word on the visitor's data (an address it refuses, a CPF it needs): shown on the field, the purchase kept.
      setFieldErrors({ [visitorField.field.replace('body.', '')]: visitorField.field.endsWith('cpf') ? t`Enter a valid CPF.` : t`Check this field.` });
      if (problem?.code !== 'EVT_REG_026') return;
    }
    setRefusal({ code: problem?.code, detail: problem?.detail });
  };

  /** Sends the attempt, and again by itself a few times while its outcome is unknown; only a known outcome ends it. */
  const send = async (sent: PurchaseAttempt) => {
    const controller = new AbortController();
    stopAsking.current = controller;
    setSending('sending');
    setGaveUp(false);
    try {
      const bought = await sendAttempt(() => purchase.mutateAsync(sent), { signal: controller.signal, onRetry: () => setSending('retrying') });
      if (bought.pagamento.desafio) {
        setCheckout({ ...checkout, attempt: null });
        setChallenge({ url: bought.pagamento.desafio.url, purchase: bought });
      } else finish(bought);
    } catch (error) {
      // Not confirmed: the attempt stays, and the buyer is told so; anything else is a final refusal.
      if (error instanceof PaymentNotConfirmedError) setGaveUp(true);
      else refused(error);
    } finally {
      inFlight.current = false;
      setSending('idle');
    }
  };

  /** The same attempt again, unchanged ("Try again", or Pay while it is open). */
  const sendAgain = () => {
    if (!attempt || inFlight.current) return;
    inFlight.current = true;
    void send(attempt);
  };

  const pay = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (inFlight.current) return;
    if (attempt) return sendAgain();
    if (!method || total === null) return;
    const paymentErrors =
      method === 'CARTAO_CREDITO' && savedCard === null
        ? cardErrors(card, { required: t`This field is required.`, number: t`Check the card number.`, expiry: t`Use MM/YY.`, cvv: t`3 or 4 digits.` })
        : method === 'ACH'
          ? achErrors(ach, { required: t`This field is required.`, account: t`4 to 17 digits.`, routing: t`9 digits.` })
          : {};
    const guestErrors = guest
      ? prefixed(visitorErrors(visitor, askCpf, { required: t`This field is required.`, email: t`Enter a valid e-mail address.`, phone: t`Use digits, spaces, +, - and parentheses.`, cpf: t`Enter a valid CPF.` }))
      : {};
    const errors = { ...guestErrors, ...paymentErrors };
    setFieldErrors(errors as Record<string, string>);
    setRefusal(null);
    setUnreachable(false);
    if (Object.keys(errors).length > 0) return;
    inFlight.current = true;
    // A new attempt: its card is tokenised once, here, and its key and body are kept before it is first sent.
    const pagamento: InscricaoInput['pagamento'] = { metodo: method, parcelas: chosenOption?.parcelas ?? 1 };
    if (method === 'CARTAO_CREDITO' && savedCard !== null) pagamento.cartao = { idCartaoSalvo: savedCard };
    else if (method === 'CARTAO_CREDITO') {
      try {
        const token = await tokenise.mutateAsync({ numero: card.numero.trim(), titular: card.titular.trim(), validade: card.validade.trim(), cvv: card.cvv.trim() });
        pagamento.cartao = guest ? { token: token.token } : { token: token.token, salvarCartao: saveCard };
      } catch (error) {
        inFlight.current = false;
        // Nothing was bought: a card refused is said on its fields, an unreachable service plainly.
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) setFieldErrors({ numero: t`Some card information is incorrect. Please check it.` });
        else setUnreachable(true);
        return;
      }
    }
    if (method === 'ACH') pagamento.ach = ach;
    const order: InscricaoInput = { ingressos: checkout.tickets, totalEsperado: total, pagamento };
    const request: PurchaseRequest = guest ? { eventId: event.id, buyer: 'visitor', body: { ...order, visitante: visitorPayload(visitor, askCpf) } } : { eventId: event.id, buyer: 'member', body: order };
    const next: PurchaseAttempt = { key: newAttemptKey(), request };
    setCheckout({ ...checkout, attempt: next });
    await send(next);
  };

  if (challenge) return <ChallengeFrame url={challenge.url} onComplete={() => finish(challenge.purchase)} />;

  const feedback = refusal ? checkoutFeedback(refusal.code) : null;
  const act = () => {
    switch (feedback?.action) {
      case 'events':
        setCheckout(null);
        return void navigate(eventsPaths.list.href());
      case 'tickets':
      case 'acknowledge':
      case 'review':
        return void navigate(eventsPaths.tickets.href(event.id));
      case 'method':
        setMethod(null);
        return setRefusal(null);
      case 'installments':
      case 'single-charge':
        setInstallments(1);
        return setRefusal(null);
      case 'personal-data':
        // A visitor gives the missing data right here (the CPF field is on the form); a member in their account.
        if (guest) return setRefusal(null);
        return void navigate('/user/data-update');
      case 'unpaid-orders':
        // A visitor's unpaid orders are in their e-mails; a member's in their registrations.
        if (guest) return setRefusal(null);
        return void navigate('/user/registrations');
      default:
        setCheckout(null);
        return void navigate(eventsPaths.detail.href(event.id));
    }
  };
  const visitorEmail = attempt?.request.buyer === 'visitor' ? attempt.request.body.visitante.email : visitor.email;
  const notice = sending === 'retrying' ? 'retrying' : attempt && sending === 'idle' ? 'unconfirmed' : null;
  const attemptMethod = attempt?.request.body.pagamento.metodo;

  return (
    <form className={styles.page} onSubmit={(submitted) => void pay(submitted)} noValidate>
      <PageHeader title={t`Checkout`} subtitle={event.nome} />
      <section aria-labelledby="order-title" className={styles.order}>
        <h2 id="order-title">{t`Your tickets`}</h2>
        <ul>
          {checkout.tickets.map((ticket, index) => (
            <li key={`${ticket.idIngresso}-${index}`}>
              {event.ingressos.find((type) => type.id === ticket.idIngresso)?.nome}: {ticket.participante}
            </li>
          ))}
        </ul>
        {attempt ? null : <Link to={eventsPaths.tickets.href(event.id)}>{t`Change the tickets`}</Link>}
      </section>
      {notice ? (
        <UnconfirmedPayment state={notice} onTryAgain={sendAgain} focusOnShow={gaveUp}>
          {guest ? (
            <p>{t`If your order went through, its link is on its way to ${visitorEmail}.`}</p>
          ) : (
            <Link to={`/user/registrations/${event.id}/tickets`}>{t`See my tickets`}</Link>
          )}
        </UnconfirmedPayment>
      ) : null}
      {unreachable ? <Alert type="error">{t`We could not reach the payment service, and nothing was charged. Check your connection and try again.`}</Alert> : null}
      {feedback ? (
        <div className={styles.feedback} role="alert">
          <p className={styles.feedbackTitle}>{i18n._(feedback.title)}</p>
          {refusal?.detail ? <p>{refusal.detail}</p> : null}
          <Button variant="secondary" onClick={act}>
            {feedback.action === 'unpaid-orders' && guest ? t`OK` : i18n._(feedback.actionLabel)}
          </Button>
        </div>
      ) : null}
      {attempt && attemptMethod ? (
        <dl className={styles.totals}>
          <dt>{t`Payment method`}</dt>
          <dd>{i18n._(METHOD_LABELS[attemptMethod])}</dd>
          <dt>{t`Total`}</dt>
          <dd>{totalText}</dd>
        </dl>
      ) : (
        <>
          <fieldset className={styles.methods}>
            <legend>{t`Payment method`}</legend>
            {methods.length === 0 ? <p>{t`This event takes no payment method right now.`}</p> : null}
            {methods.map((option) => (
              <label key={option} className={styles.method}>
                <input
                  type="radio"
                  name="method"
                  value={option}
                  checked={method === option}
                  onChange={() => {
                    setMethod(option);
                    setInstallments(1);
                    setRefusal(null);
                  }}
                />
                {i18n._(METHOD_LABELS[option])}
              </label>
            ))}
          </fieldset>
          {method === 'CARTAO_CREDITO' && savedCards.length > 0 ? (
            <fieldset className={styles.methods}>
              <legend>{t`Which card?`}</legend>
              {savedCards.map((saved) => (
                <label key={saved.id} className={styles.method}>
                  <input type="radio" name="card" checked={savedCard === saved.id} onChange={() => setSavedCard(saved.id)} />
                  {cardLabel(saved)}
                </label>
              ))}
              <label className={styles.method}>
                <input type="radio" name="card" checked={savedCard === null} onChange={() => setSavedCard(null)} />
                {t`A new card`}
              </label>
            </fieldset>
          ) : null}
          {guest ? <GuestDetailsForm value={visitor} onChange={setVisitor} errors={visitorFieldErrors(fieldErrors)} askCpf={askCpf} /> : null}
          {method === 'CARTAO_CREDITO' && savedCard === null ? (
            <>
              <CardForm value={card} onChange={setCard} errors={fieldErrors} />
              {guest ? null : (
                <label className={styles.method}>
                  <input type="checkbox" checked={saveCard} onChange={(change) => setSaveCard(change.target.checked)} />
                  {t`Save this card for next time`}
                </label>
              )}
            </>
          ) : null}
          {method === 'ACH' ? <AchForm value={ach} onChange={setAch} errors={fieldErrors} /> : null}
          {canSplit && options.data && options.data.length > 1 ? (
            <div className={styles.field}>
              <label htmlFor="installments">{t`Installments`}</label>
              <select id="installments" value={installments} onChange={(change) => setInstallments(Number(change.target.value))}>
                {options.data.map((option) => {
                  const count = option.parcelas;
                  const each = money(option.valorParcela);
                  const all = money(option.valorTotal);
                  return (
                    <option key={count} value={count}>
                      {count === 1 ? t`1× ${all}` : option.flagJuros ? t`${count}× ${each} with interest (${all})` : t`${count}× ${each} without interest (${all})`}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
          {method === 'DINHEIRO' ? <p>{t`Pay in cash at the church within ${cashDays} days, before the event.`}</p> : null}
          {method === 'PIX' || method === 'BOLETO' ? <p>{t`You will get the code to pay right after confirming.`}</p> : null}
          <dl className={styles.totals} aria-live="polite">
            <dt>{t`Tickets`}</dt>
            <dd>{money(checkout.value)}</dd>
            {fee.data && fee.data.total > checkout.value ? (
              <>
                <dt>{t`Service fee`}</dt>
                <dd>{money(fee.data.total - checkout.value)}</dd>
              </>
            ) : null}
            {chosenOption && base !== null && chosenOption.valorTotal > base ? (
              <>
                <dt>{t`Interest`}</dt>
                <dd>{money(chosenOption.valorTotal - base)}</dd>
              </>
            ) : null}
            <dt>{t`Total`}</dt>
            <dd>{total === null ? '—' : money(total)}</dd>
          </dl>
        </>
      )}
      {notice === 'unconfirmed' ? null : (
        // While a purchase's outcome is unknown, "Try again" above is the one way on: no second "Pay" to fear.
        <Button type="submit" disabled={busy || (!attempt && (!method || total === null))}>
          {busy ? t`Processing…` : (attemptMethod ?? method) === 'GRATUITO' ? t`Confirm registration` : t`Pay ${totalText}`}
        </Button>
      )}
    </form>
  );
}

/** The visitor's field errors, kept beside the payment's under `visitante.<field>`. */
function prefixed(errors: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (message ? [[`visitante.${field}`, message]] : [])));
}

function visitorFieldErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith('visitante.') ? [[field.slice('visitante.'.length), message]] : [])));
}
