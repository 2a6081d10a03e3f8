import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Evento, InscricaoCriada, InscricaoInput, InscricaoVisitanteCriada } from '@church/contracts-events';
import { ApiError, useChurch } from '@church/data-access';
import { CAPTCHA_REFUSED, captchaMessage, useCaptcha } from '@church/forms';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { ChallengeFrame, EMPTY_VISITOR, formStepsClassName, GuestDetailsForm, METHOD_LABELS, visitorErrors, visitorPayload } from '@church/payment-ui';
import { PaymentForm, PaymentNotices, useCountryOptions, useMemberCountry, usePaymentCheckout, usePaymentChoice } from '@church/payments';
import { isLoggedInAtom, useAtom, useAtomValue } from '@church/state';
import { Alert, Button, EmptyState, PageHeader, Spinner } from '@church/ui';
import { eventsPaths } from '../paths';
import { useEventForSale } from '../tickets/tickets-api';
import { checkoutFeedback } from './checkout-feedback';
import { type EventCheckoutState, eventCheckoutAtom, lastPurchaseAtom, type PurchaseRequest } from './checkout-state';
import { useEventFee } from './event-fee';
import { usePurchase } from './use-purchase';
import styles from './checkout.module.css';

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
  const [refusal, setRefusal] = useState<{ code?: string; detail?: string } | null>(null);
  const purchase = usePurchase();

  const finish = useCallback(
    (bought: InscricaoCriada | InscricaoVisitanteCriada) => {
      setLastPurchase(bought);
      setCheckout(null);
      void navigate(eventsPaths.thankYou.href());
    },
    [navigate, setCheckout, setLastPurchase],
  );

  // The method first: its fee makes the total that instalments divide.
  const choice = usePaymentChoice(methods, { method: attempt?.request.body.pagamento.metodo, installments: attempt?.request.body.pagamento.parcelas });
  const method = choice.choice.method;
  const fee = useEventFee(event.id, checkout.value, method === 'GRATUITO' ? null : method);
  const base = method === 'GRATUITO' ? 0 : (fee.data?.total ?? null);

  // Pix and slips are for payers in Brazil: a member's country is their account's, a visitor's what they say.
  const askCountry = guest && methods.some((candidate) => candidate === 'PIX' || candidate === 'BOLETO');
  const countries = useCountryOptions(askCountry);
  const memberCountry = useMemberCountry(!guest);
  const payment = usePaymentCheckout({
    choice,
    signedIn: !guest,
    payerCountry: guest ? (askCountry ? visitor.pais || 'BR' : null) : memberCountry,
    attempt,
    keepAttempt: (kept) => setCheckout({ ...checkout, attempt: kept }),
    send: (sent) => purchase.mutateAsync(sent),
    onPaid: finish,
    onRefused: (error) => refused(error),
    installments: { amount: base, max: event.qtdeMaxParcelas, withInterest: event.flagJuros },
  });
  // A visitor's purchase: the captcha, solved by the widget while the form is filled in.
  const captcha = useCaptcha(guest && !attempt, payment.errors.captcha);
  const chosenOption = payment.installments.chosen;
  const total = chosenOption?.valorTotal ?? base;
  const money = (cents: number) => formatCurrency(cents / 100, event.moeda, i18n.locale);
  const totalText = attempt ? money(attempt.request.body.totalEsperado) : total === null ? '' : money(total);
  const cashDays = event.diasPagamentoDinheiro;
  const askCpf = method === 'PIX' || method === 'BOLETO';

  /** A final refusal (the attempt is already over): the buyer reads what it means. */
  const refused = (error: unknown) => {
    const problem = error instanceof ApiError ? error.problem : null;
    if (problem?.code === CAPTCHA_REFUSED) {
      // Said under the widget, which has solved a new challenge for the next try: the purchase is kept.
      payment.setErrors({ captcha: captchaMessage() });
      return;
    }
    if (problem?.code === 'CARD_INVALID') {
      payment.setErrors({ numero: t`Some card information is incorrect. Please check it.` });
      return;
    }
    const visitorField = problem?.errors?.find((item) => item.field.startsWith('body.visitante.'));
    if (guest && visitorField) {
      // The server's word on the visitor's data (an address it refuses, a CPF it needs): shown on the field, the purchase kept.
      payment.setErrors({ [visitorField.field.replace('body.', '')]: visitorField.field.endsWith('cpf') ? t`Enter a valid CPF.` : t`Check this field.` });
      if (problem?.code !== 'EVT_REG_026') return;
    }
    setRefusal({ code: problem?.code, detail: problem?.detail });
  };

  const pay = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const solution = attempt ? undefined : await captcha.solution();
    void payment.submit({
      validate: () => {
        if (!method || total === null) return null;
        setRefusal(null);
        return guest
          ? prefixed(visitorErrors(visitor, askCpf, { required: t`This field is required.`, email: t`Enter a valid e-mail address.`, phone: t`Use digits, spaces, +, - and parentheses.`, cpf: t`Enter a valid CPF.` }))
          : {};
      },
      request: (pagamento): PurchaseRequest => {
        const order: InscricaoInput = { ingressos: checkout.tickets, totalEsperado: total ?? 0, pagamento };
        // The solution is spent on this attempt (its retries send it again); the next attempt gets a new one.
        if (solution) captcha.renew();
        return guest
          ? { eventId: event.id, buyer: 'visitor', body: { ...order, visitante: visitorPayload(visitor, askCpf, askCountry), ...(solution ? { captcha: solution } : {}) } }
          : { eventId: event.id, buyer: 'member', body: order };
      },
    });
  };

  if (payment.challenge) return <ChallengeFrame url={payment.challenge.url} onComplete={payment.challenge.complete} />;

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
        payment.update({ method: null });
        return setRefusal(null);
      case 'installments':
      case 'single-charge':
        payment.update({ installments: 1 });
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
  const attemptMethod = attempt?.request.body.pagamento.metodo;

  return (
    <form className={`${styles.page} ${formStepsClassName}`} onSubmit={(submitted) => void pay(submitted)} noValidate>
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
      <PaymentNotices payment={payment}>
        {guest ? <p>{t`If your order went through, its link is on its way to ${visitorEmail}.`}</p> : <Link to={`/user/registrations/${event.id}/tickets`}>{t`See my tickets`}</Link>}
      </PaymentNotices>
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
          <PaymentForm
            payment={payment}
            money={money}
            noMethods={<p>{t`This event takes no payment method right now.`}</p>}
            onMethodChange={() => setRefusal(null)}
            payer={guest ? <GuestDetailsForm value={visitor} onChange={setVisitor} errors={visitorFieldErrors(payment.errors)} askCpf={askCpf} countries={askCountry ? countries : undefined} /> : null}
            notes={{ DINHEIRO: <p>{t`Pay in cash at the church within ${cashDays} days, before the event.`}</p> }}
          />
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
      {captcha.widget}
      {payment.notice === 'unconfirmed' ? null : (
        // While a purchase's outcome is unknown, "Try again" above is the one way on: no second "Pay" to fear.
        <Button type="submit" disabled={payment.busy || (!attempt && (!method || total === null))}>
          {payment.busy ? t`Processing…` : (attemptMethod ?? method) === 'GRATUITO' ? t`Confirm registration` : t`Pay ${totalText}`}
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
