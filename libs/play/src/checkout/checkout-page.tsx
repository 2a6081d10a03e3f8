import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { CartaoSalvo } from '@church/contracts-payments';
import type { AssinaturaCriada, CotacaoAssinatura } from '@church/contracts-play';
import { ApiError, useChurch } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { ChallengeFrame, METHOD_LABELS, paymentStateOf } from '@church/payment-ui';
import { keepsCards, PaymentForm, PaymentNotices, paymentsPaths, useMemberCountry, usePaymentCheckout, usePaymentChoice } from '@church/payments';
import { parseId } from '@church/routing';
import { useAtom } from '@church/state';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useSubscribe, useSubscriptionQuote, useTryCoupon } from '../api/checkout-api';
import { playPaths } from '../paths';
import { EMPTY_PLAY_CHECKOUT, playCheckoutAtom } from './checkout-state';
import { QuoteSummary } from './quote-summary';
import { subscriptionFeedback } from './subscription-feedback';
import styles from './checkout.module.css';

/** §2 "checkout/{planId}": subscribing the signed-in member to one of the church's plans. */
export function CheckoutPage() {
  const { t } = useLingui();
  const planId = parseId(useParams().planId) ?? 0;
  const [checkout, setCheckout] = useAtom(playCheckoutAtom);
  const [subscribed, setSubscribed] = useState<AssinaturaCriada | null>(null);
  const openPlan = checkout.attempt?.request.idPlano;
  // Another plan's checkout starts afresh, unless an attempt of it is still open: that one is finished first.
  useEffect(() => {
    if (!openPlan && checkout.planId !== planId) setCheckout({ ...EMPTY_PLAY_CHECKOUT, planId });
  }, [checkout.planId, openPlan, planId, setCheckout]);
  const quote = useSubscriptionQuote(planId, checkout.planId === planId ? checkout.cupom : null);
  usePageMeta({ title: `${t`Subscribe`} · ${quote.data?.plano.nome ?? t`Plans`}` });

  if (openPlan && openPlan !== planId) return <Navigate to={playPaths.checkout.href(openPlan)} replace />;
  if (subscribed) return <Subscribed made={subscribed} />;
  if (quote.isPending) return <Spinner label={t`Loading the plan`} />;
  if (quote.isError && !quote.data) {
    const code = quote.error instanceof ApiError ? quote.error.problem?.code : undefined;
    if (code === 'PLANO_NAO_ENCONTRADO' || (quote.error instanceof ApiError && quote.error.status === 404)) {
      return (
        <EmptyState title={t`This plan is no longer on offer.`}>
          <p>
            <Link to={playPaths.plans.href()}>{t`See the plans`}</Link>
          </p>
        </EmptyState>
      );
    }
    return (
      <Alert type="error">
        {t`An error occurred while fetching the data. Please try again.`}{' '}
        <Button variant="secondary" onClick={() => void quote.refetch()}>
          {t`Try again`}
        </Button>
      </Alert>
    );
  }
  return <CheckoutForm quote={quote.data} refreshing={quote.isFetching} onSubscribed={setSubscribed} />;
}

interface CheckoutFormProps {
  quote: CotacaoAssinatura;
  refreshing: boolean;
  onSubscribed: (made: AssinaturaCriada) => void;
}

/** No payment is made while a free trial begins: the form's attempt then answers without one. */
const NO_PAYMENT = { codigo: '', desafio: null };

function CheckoutForm({ quote, refreshing, onSubscribed }: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const church = useChurch();
  const [checkout, setCheckout] = useAtom(playCheckoutAtom);
  const attempt = checkout.attempt;
  const [couponText, setCouponText] = useState(checkout.cupom ?? '');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [tryingCoupon, setTryingCoupon] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined | null>(null);
  const tryCoupon = useTryCoupon();
  const subscribe = useSubscribe();
  const memberCountry = useMemberCountry(true);
  const money = (cents: number) => formatCurrency(cents / 100, quote.moeda, i18n.locale);
  const choice = usePaymentChoice(quote.metodosPagamento, { method: attempt?.request.pagamento.metodo });

  const payment = usePaymentCheckout({
    choice,
    signedIn: true,
    payerCountry: memberCountry,
    attempt,
    keepAttempt: (kept) => setCheckout({ ...checkout, attempt: kept }),
    send: async (sent) => {
      const made = await subscribe.mutateAsync(sent);
      return { made, pagamento: made.pagamento ?? NO_PAYMENT };
    },
    onPaid: ({ made }) => {
      setCheckout(EMPTY_PLAY_CHECKOUT);
      // A Pix or a slip is paid on the payment's own page (its QR code, its slip), which follows it until it is paid.
      if (made.pagamento && paymentStateOf(made.pagamento.status) === 'awaiting') void navigate(paymentsPaths.payment.href(made.pagamento.codigo));
      else onSubscribed(made);
    },
    onRefused: (error) => {
      const code = error instanceof ApiError ? error.problem?.code : undefined;
      setRefusal(code);
      // The subscribe asks for the quotes again whatever its answer; a coupon refused is taken off.
      if (code === 'CUPOM_INVALIDO') setCheckout({ ...checkout, cupom: null });
    },
  });
  // The renewals are charged to the card kept at the church's provider: a provider that charges a card once cannot take a subscription by card.
  const cardUnavailable = !keepsCards(payment.cardProvider);

  const applyCoupon = async () => {
    const code = couponText.trim();
    setCouponError(null);
    if (!code) return setCheckout({ ...checkout, cupom: null });
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) return setCouponError(t`A coupon has letters, digits, - and _ only (at most 40).`);
    setTryingCoupon(true);
    try {
      await tryCoupon(quote.plano.id, code);
      setCheckout({ ...checkout, cupom: code });
    } catch (error) {
      const refused = error instanceof ApiError && error.problem?.code === 'CUPOM_INVALIDO';
      setCouponError(refused ? t`This coupon does not apply.` : t`The coupon could not be checked. Please try again.`);
    } finally {
      setTryingCoupon(false);
    }
  };

  const validate = (): Record<string, string> => {
    setRefusal(null);
    const found: Record<string, string> = {};
    if (!choice.choice.method) found.metodo = t`Choose how to pay.`;
    if (choice.choice.method === 'CARTAO_CREDITO' && cardUnavailable) found.metodo = t`This payment method is unavailable. Choose another.`;
    return found;
  };

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (refreshing && !attempt) return;
    void payment.submit({
      validate,
      request: (pagamento) => ({
        igreja: church.id,
        idPlano: quote.plano.id,
        ...(checkout.cupom ? { cupom: checkout.cupom } : {}),
        totalEsperado: quote.totalHoje,
        pagamento,
      }),
    });
  };

  if (payment.challenge) return <ChallengeFrame url={payment.challenge.url} onComplete={payment.challenge.complete} />;

  const total = money(attempt ? attempt.request.totalEsperado : quote.totalHoje);
  const label = payment.busy ? t`Processing…` : quote.periodoTeste && !attempt ? t`Start the free trial` : t`Subscribe and pay ${total}`;
  const planName = quote.plano.nome;
  const churchName = church.nome;
  const methodName = attempt ? i18n._(METHOD_LABELS[attempt.request.pagamento.metodo]) : '';
  return (
    <form className={styles.page} onSubmit={submit} noValidate>
      <PageHeader title={t`Subscribe`} subtitle={t`${planName} at ${churchName}`} />
      {refusal !== null ? (
        <Alert type="error">
          {i18n._(subscriptionFeedback(refusal))}{' '}
          {refusal === 'ASSINATURA_EXISTENTE' ? <Link to={playPaths.subscriptions.href()}>{t`See your subscription`}</Link> : null}
        </Alert>
      ) : null}
      <PaymentNotices payment={payment}>
        <Link to={playPaths.subscriptions.href()}>{t`Your subscriptions`}</Link>
      </PaymentNotices>
      <QuoteSummary quote={quote} />
      {attempt ? (
        <p className={styles.hint}>{t`Paying by ${methodName}.`}</p>
      ) : (
        <>
          <div className={styles.coupon}>
            <div>
              <label htmlFor="cupom">{t`Coupon (optional)`}</label>
              <input
                id="cupom"
                value={couponText}
                autoComplete="off"
                maxLength={40}
                aria-invalid={couponError ? true : undefined}
                aria-describedby={couponError ? 'cupom-error' : undefined}
                onChange={(change) => setCouponText(change.target.value)}
                onKeyDown={(key) => {
                  if (key.key === 'Enter') {
                    key.preventDefault();
                    void applyCoupon();
                  }
                }}
              />
            </div>
            <Button variant="secondary" onClick={() => void applyCoupon()} disabled={tryingCoupon}>
              {tryingCoupon ? t`Checking…` : t`Apply`}
            </Button>
            {couponError ? (
              <p id="cupom-error" className={styles.error} role="alert">
                {couponError}
              </p>
            ) : null}
          </div>
          <PaymentForm
            payment={payment}
            money={money}
            offerToSaveCard={false}
            isMethodDisabled={(method) => method === 'CARTAO_CREDITO' && cardUnavailable}
            noMethods={<Alert type="warning">{t`This church takes no payment method for subscriptions that you can use.`}</Alert>}
            notes={{
              CARTAO_CREDITO: <p className={styles.hint}>{t`The card is kept for the renewals; change it or cancel in your subscriptions.`}</p>,
              PIX: <p className={styles.hint}>{t`Each period, a new Pix is e-mailed to you to pay.`}</p>,
              BOLETO: <p className={styles.hint}>{t`Each period, a new bank slip is e-mailed to you to pay.`}</p>,
            }}
            describeSavedCard={(saved: CartaoSalvo) => {
              const brand = saved.bandeira.toUpperCase();
              const last = saved.ultimosDigitos;
              return t`${brand} •••• ${last}`;
            }}
          />
        </>
      )}
      {payment.notice === 'unconfirmed' ? null : (
        <Button type="submit" disabled={payment.busy || (refreshing && !attempt)}>
          {label}
        </Button>
      )}
    </form>
  );
}

/** The subscription made: its trial or its first period began; the way to the videos and to the subscription. */
function Subscribed({ made }: { made: AssinaturaCriada }) {
  const { t } = useLingui();
  const subscription = made.usuarioPlanoAssinatura;
  const planName = subscription.plano.nome;
  return (
    <div className={styles.page}>
      <PageHeader title={subscription.periodoTeste ? t`Your free trial has begun` : t`You are subscribed`} subtitle={planName} />
      <Alert type="success">{subscription.periodoTeste ? t`Enjoy the videos: nothing is charged until the trial ends.` : t`Payment confirmed. Enjoy the videos.`}</Alert>
      <div className={styles.actions}>
        <Link className={buttonClassName()} to={playPaths.home.href()}>
          {t`Start watching`}
        </Link>
        <Link className={buttonClassName('secondary')} to={playPaths.subscriptions.href()}>
          {t`Your subscriptions`}
        </Link>
      </div>
    </div>
  );
}
