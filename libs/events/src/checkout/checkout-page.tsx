import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Evento, InscricaoCriada, InscricaoInput } from '@church/contracts-events';
import { ApiError, useChurch } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useCardToken, useEventFee, useInstallmentOptions } from '../payment/payment-api';
import { eventsPaths } from '../paths';
import { useEventForSale } from '../tickets/tickets-api';
import { checkoutFeedback } from './checkout-feedback';
import { type EventCheckoutState, eventCheckoutAtom, lastPurchaseAtom, newIdempotencyKey } from './checkout-state';
import { usePurchase } from './use-purchase';
import { useSavedCards } from '../cards/cards-api';
import { useCardLabel } from '../cards/cards-pages';
import styles from './checkout.module.css';
import { achErrors, type AchFields, AchForm, cardErrors, type CardFields, CardForm, ChallengeFrame, EMPTY_VISITOR, GuestDetailsForm, METHOD_LABELS, visitorErrors, visitorPayload } from '@church/payment-ui';

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
  const visitor = checkout.unregisteredUserData ?? EMPTY_VISITOR;
  const setVisitor = (unregisteredUserData: typeof visitor) => setCheckout({ ...checkout, unregisteredUserData });
  const methods = checkout.value === 0 ? (['GRATUITO'] as Method[]) : event.metodosPagamento.filter((method) => method !== 'GRATUITO');
  const [method, setMethod] = useState<Method | null>(methods.length === 1 ? (methods[0] ?? null) : null);
  const [installments, setInstallments] = useState(1);
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
  const [challenge, setChallenge] = useState<{ url: string; purchase: InscricaoCriada } | null>(null);
  const fee = useEventFee(event.id, checkout.value, method === 'GRATUITO' ? null : method);
  const base = method === 'GRATUITO' ? 0 : (fee.data?.total ?? null);
  const canSplit = method === 'CARTAO_CREDITO' && event.qtdeMaxParcelas > 1 && base !== null;
  const options = useInstallmentOptions(base ?? 0, event.flagJuros, event.qtdeMaxParcelas, canSplit);
  const chosenOption = canSplit ? options.data?.find((option) => option.parcelas === installments) : undefined;
  const total = chosenOption?.valorTotal ?? base;
  const tokenise = useCardToken();
  const purchase = usePurchase();
  const money = (cents: number) => formatCurrency(cents / 100, event.moeda, i18n.locale);
  const busy = tokenise.isPending || purchase.isPending;
  const totalText = total === null ? '' : money(total);
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

  const pay = async (submitted: FormEvent) => {
    submitted.preventDefault();
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
    if (Object.keys(errors).length > 0) return;
    try {
      const pagamento: InscricaoInput['pagamento'] = { metodo: method, parcelas: chosenOption?.parcelas ?? 1 };
      if (method === 'CARTAO_CREDITO' && savedCard !== null) pagamento.cartao = { idCartaoSalvo: savedCard };
      else if (method === 'CARTAO_CREDITO') {
        const token = await tokenise.mutateAsync({ numero: card.numero.trim(), titular: card.titular.trim(), validade: card.validade.trim(), cvv: card.cvv.trim() });
        pagamento.cartao = guest ? { token: token.token } : { token: token.token, salvarCartao: saveCard };
      }
      if (method === 'ACH') pagamento.ach = ach;
      const bought = await purchase.mutateAsync({
        eventId: event.id,
        key: checkout.idempotencyKey,
        order: { ingressos: checkout.tickets, totalEsperado: total, pagamento },
        visitante: guest ? visitorPayload(visitor, askCpf) : undefined,
      });
      if (bought.pagamento.desafio) setChallenge({ url: bought.pagamento.desafio.url, purchase: bought });
      else finish(bought);
    } catch (error) {
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
      // A refused purchase is over: the next attempt is a new one, with a new key.
      setCheckout({ ...checkout, idempotencyKey: newIdempotencyKey() });
      setRefusal({ code: problem?.code, detail: problem?.detail });
    }
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
      default:
        setCheckout(null);
        return void navigate(eventsPaths.detail.href(event.id));
    }
  };

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
        <Link to={eventsPaths.tickets.href(event.id)}>{t`Change the tickets`}</Link>
      </section>
      {feedback ? (
        <div className={styles.feedback} role="alert">
          <p className={styles.feedbackTitle}>{i18n._(feedback.title)}</p>
          {refusal?.detail ? <p>{refusal.detail}</p> : null}
          <Button variant="secondary" onClick={act}>
            {i18n._(feedback.actionLabel)}
          </Button>
        </div>
      ) : null}
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
      <Button type="submit" disabled={!method || total === null || busy}>
        {busy ? t`Processing…` : method === 'GRATUITO' ? t`Confirm registration` : t`Pay ${totalText}`}
      </Button>
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
