import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { UsuarioPlanoAssinatura } from '@church/contracts-play';
import { ApiError, useChurch } from '@church/data-access';
import { dateFormats, formatCurrency, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { paymentsPaths, useCardLabel, useSavedCards } from '@church/payments';
import { Alert, Button, buttonClassName, Dialog, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useCancelSubscription, useChangeSubscriptionCard, useMySubscriptions } from '../api/subscriptions-api';
import { playPaths } from '../paths';
import styles from './subscriptions.module.css';

type Situacao = UsuarioPlanoAssinatura['status']['situacao'];

/** What the server lets a member do to a subscription: cancel and change the card of one that renews (subscription-repository.ts). */
const RENEWING: readonly Situacao[] = ['ativo', 'inadimplente'];
const canCancel = (subscription: UsuarioPlanoAssinatura) => RENEWING.includes(subscription.status.situacao);
const canChangeCard = (subscription: UsuarioPlanoAssinatura) => RENEWING.includes(subscription.status.situacao);

/** The server's code for a refusal, when it sent one. */
const refusalOf = (error: unknown) => (error instanceof ApiError ? error.problem?.code : undefined);

/** Dates in the church's time zone and the reader's language. */
function useDates() {
  const { i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  return (iso: string) => formatDate(iso, i18n.locale, dateFormats.DATE_MED, timeZone);
}

/** The subscription's state: a short label, and a sentence of what it means for the member. */
function useStatusText(subscription: UsuarioPlanoAssinatura) {
  const { t } = useLingui();
  const date = useDates();
  const end = date(subscription.fimPeriodo);
  const next = date(subscription.proximaCobranca ?? subscription.fimPeriodo);
  const byCard = subscription.metodo === 'CARTAO_CREDITO';
  switch (subscription.status.situacao) {
    case 'pendente':
      return {
        label: t`Waiting for payment`,
        sentence:
          subscription.metodo === 'PIX'
            ? t`Waiting for your Pix payment: your access begins once it is confirmed.`
            : subscription.metodo === 'BOLETO'
              ? t`Waiting for your bank slip to be paid: your access begins once it is confirmed.`
              : t`Waiting for your first payment: your access begins once it is confirmed.`,
      };
    case 'ativo':
      return { label: t`Active`, sentence: subscription.proximaCobranca ? t`Active: it renews on ${next}.` : t`Active until ${end}.` };
    case 'inadimplente':
      return {
        label: t`Payment overdue`,
        sentence: byCard
          ? t`Your last renewal failed; we will try again on ${next}. You can choose another card to pay it.`
          : t`Your last renewal has not been paid; we will try again on ${next}. You can pay it with a card instead.`,
      };
    case 'cancelado':
      return { label: t`Cancelled`, sentence: t`Cancelled: you keep access until ${end}.` };
    case 'encerrado':
      return { label: t`Ended`, sentence: t`Ended on ${end}.` };
  }
}

/** How the subscription is paid. */
function useMethodLabel() {
  const { t } = useLingui();
  return (metodo: UsuarioPlanoAssinatura['metodo']) => (metodo === 'PIX' ? t`Pix` : metodo === 'BOLETO' ? t`Bank slip` : t`Credit card`);
}

/** The price, fees, dates, method, trial and coupon of a subscription. */
function SubscriptionDetails({ subscription }: { subscription: UsuarioPlanoAssinatura }) {
  const { t, i18n } = useLingui();
  const date = useDates();
  const methodLabel = useMethodLabel();
  const money = (cents: number) => formatCurrency(cents / 100, subscription.moeda, i18n.locale);
  const price = money(subscription.valor);
  const { situacao } = subscription.status;
  const coupon = subscription.cupom;
  const couponText = () => {
    if (!coupon) return '';
    const code = coupon.codigo;
    const percent = coupon.percentual;
    const periods = coupon.periodos;
    return periods === 1 ? t`${code}: ${percent}% off the first charge` : t`${code}: ${percent}% off the first ${periods} charges`;
  };
  return (
    <dl className={styles.details}>
      <dt>{t`Price`}</dt>
      <dd>{subscription.plano.periodicidade === 'mensal' ? t`${price} a month` : t`${price} a year`}</dd>
      {subscription.taxa > 0 ? (
        <>
          <dt>{t`Fee per charge`}</dt>
          <dd>{money(subscription.taxa)}</dd>
        </>
      ) : null}
      {subscription.taxaAdesao > 0 ? (
        <>
          <dt>{t`Sign-up fee`}</dt>
          <dd>{money(subscription.taxaAdesao)}</dd>
        </>
      ) : null}
      <dt>{t`Subscribed on`}</dt>
      <dd>{date(subscription.dataAssinatura)}</dd>
      {situacao === 'ativo' || situacao === 'inadimplente' || situacao === 'cancelado' ? (
        <>
          <dt>{t`Paid until`}</dt>
          <dd>{date(subscription.fimPeriodo)}</dd>
        </>
      ) : null}
      {subscription.proximaCobranca ? (
        <>
          <dt>{t`Next charge`}</dt>
          <dd>{date(subscription.proximaCobranca)}</dd>
        </>
      ) : null}
      <dt>{t`Payment method`}</dt>
      <dd>{methodLabel(subscription.metodo)}</dd>
      {subscription.periodoTeste ? (
        <>
          <dt>{t`Free trial`}</dt>
          <dd>{t`It began with the plan's free trial`}</dd>
        </>
      ) : null}
      {coupon ? (
        <>
          <dt>{t`Coupon`}</dt>
          <dd>{couponText()}</dd>
        </>
      ) : null}
    </dl>
  );
}

interface DialogProps {
  subscription: UsuarioPlanoAssinatura;
  onClose: () => void;
  /** Said in the subscription's status line once the change is made. */
  onDone: (notice: string) => void;
}

/** Asks before cancelling (the safe choice focused first), says until when access lasts, and why the server refused. */
function CancelDialog({ subscription, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const date = useDates();
  const cancel = useCancelSubscription();
  const keep = useRef<HTMLButtonElement>(null);
  const name = subscription.plano.nome;
  const end = date(subscription.fimPeriodo);
  const ended = refusalOf(cancel.error) === 'ASSINATURA_ENCERRADA';
  const confirm = () => cancel.mutate(subscription.id, { onSuccess: () => onDone(t`Your subscription is cancelled: nothing more will be charged.`) });
  return (
    <Dialog
      open
      role="alertdialog"
      title={t`Cancel your ${name} subscription?`}
      description={<p>{t`Nothing more will be charged. You keep access until ${end}, the end of the period you paid for.`}</p>}
      onClose={onClose}
      initialFocus={keep}
    >
      {ended ? <Alert type="error">{t`This subscription has already ended, so there is nothing to cancel.`}</Alert> : null}
      {cancel.isError && !ended ? <Alert type="error">{t`The subscription could not be cancelled. Please try again.`}</Alert> : null}
      <div className={styles.dialogActions}>
        {ended ? null : (
          <Button onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t`Cancelling…` : t`Yes, cancel it`}
          </Button>
        )}
        <button ref={keep} type="button" className={buttonClassName('secondary')} onClick={onClose}>
          {ended ? t`Close` : t`Keep my subscription`}
        </button>
      </div>
    </Dialog>
  );
}

/** Chooses which of the member's saved cards pays the subscription from its next charge on; links to adding one. */
function CardDialog({ subscription, onClose, onDone }: DialogProps) {
  const { t } = useLingui();
  const ids = { card: useId(), cardError: useId() };
  const cards = useSavedCards();
  const label = useCardLabel();
  const change = useChangeSubscriptionCard();
  const saved = (cards.data ?? []).flatMap((group) => group.cartoes);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const current = saved.some((card) => card.id === chosen) ? chosen : saved[0]?.id;
  const refusal = refusalOf(change.error);
  const cardRefused = refusal === 'CARD_INVALID';
  const ended = refusal === 'ASSINATURA_ENCERRADA';
  const name = subscription.plano.nome;

  const save = (submitted: FormEvent) => {
    submitted.preventDefault();
    const card = saved.find((one) => one.id === current);
    if (!card) return;
    change.mutate(
      { assinatura: subscription.id, idCartaoSalvo: card.id },
      {
        onSuccess: () => {
          const text = label(card);
          onDone(t`Done: the next charges go to ${text}.`);
        },
        // The card may have been removed meanwhile (in another tab): the choice is asked again.
        onError: (error) => void (refusalOf(error) === 'CARD_INVALID' && cards.refetch()),
      },
    );
  };

  return (
    <Dialog
      open
      title={subscription.metodo === 'CARTAO_CREDITO' ? t`Change the card of ${name}` : t`Pay ${name} with a card`}
      description={
        <p>
          {subscription.status.situacao === 'inadimplente'
            ? t`From now on this subscription is paid with the card you choose; the renewal that failed is charged to it again shortly.`
            : t`From the next charge on, this subscription is paid with the card you choose.`}
        </p>
      }
      onClose={onClose}
    >
      <form className={styles.cardForm} onSubmit={save}>
        {cards.isPending ? <Spinner label={t`Loading your cards`} /> : null}
        {cards.isError ? <Alert type="error">{t`Your cards could not be loaded. Please try again.`}</Alert> : null}
        {cards.data && saved.length === 0 ? <p>{t`You have no saved cards. Add one, then come back to choose it.`}</p> : null}
        {saved.length > 0 ? (
          <>
            <label htmlFor={ids.card}>{t`Card`}</label>
            <select
              id={ids.card}
              value={current ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
              aria-invalid={cardRefused || undefined}
              aria-describedby={cardRefused ? ids.cardError : undefined}
            >
              {saved.map((card) => (
                <option key={card.id} value={card.id}>
                  {label(card)}
                </option>
              ))}
            </select>
            {cardRefused ? (
              <p id={ids.cardError} className={styles.fieldError}>
                {t`Card: this card cannot pay here any more. Choose another card or add one.`}
              </p>
            ) : null}
          </>
        ) : null}
        <Link to={paymentsPaths.addCard.href()}>{t`Add a card`}</Link>
        {ended ? <Alert type="error">{t`This subscription is no longer running, so its card cannot be changed.`}</Alert> : null}
        {change.isError && !cardRefused && !ended ? <Alert type="error">{t`The card could not be changed. Please try again.`}</Alert> : null}
        <div className={styles.dialogActions}>
          {saved.length > 0 && !ended ? (
            <Button type="submit" disabled={change.isPending || current === undefined}>
              {change.isPending ? t`Saving…` : t`Use this card`}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t`Close`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One subscription: its plan, state and figures, and what the member may do with it. */
function SubscriptionItem({ subscription }: { subscription: UsuarioPlanoAssinatura }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeLine = useRef<HTMLParagraphElement>(null);
  const [dialog, setDialog] = useState<'cancel' | 'card' | null>(null);
  const [notice, setNotice] = useState('');
  const status = useStatusText(subscription);
  const name = subscription.plano.nome;
  const period = subscription.plano.periodicidade === 'mensal' ? t`Monthly` : t`Yearly`;
  const { situacao } = subscription.status;

  // Focus left on nothing once a dialog closed (its button went with the change: the subscription was
  // cancelled, or had ended): it goes to what the change said, else the heading.
  useEffect(() => {
    if (dialog !== null || (document.activeElement && document.activeElement !== document.body)) return;
    (notice ? noticeLine.current : heading.current)?.focus();
  }, [dialog, notice, situacao]);

  const done = (text: string) => {
    setNotice(text);
    setDialog(null);
  };

  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <header className={styles.itemHeader}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.itemTitle}>
          {name}
        </h2>
        <span className={styles.period}>{period}</span>
        <span className={`${styles.badge} ${styles[situacao]}`}>{status.label}</span>
      </header>
      <div>
        <p className={styles.sentence}>{status.sentence}</p>
        <p ref={noticeLine} role="status" tabIndex={-1} className={notice ? styles.notice : styles.noticeEmpty}>
          {notice}
        </p>
      </div>
      <SubscriptionDetails subscription={subscription} />
      {canCancel(subscription) || canChangeCard(subscription) ? (
        <div className={styles.actions}>
          {canChangeCard(subscription) ? (
            <Button variant="secondary" onClick={() => setDialog('card')} aria-label={subscription.metodo === 'CARTAO_CREDITO' ? t`Change the card: ${name}` : t`Pay with a card: ${name}`}>
              {subscription.metodo === 'CARTAO_CREDITO' ? t`Change the card` : t`Pay with a card`}
            </Button>
          ) : null}
          {canCancel(subscription) ? (
            <Button variant="secondary" onClick={() => setDialog('cancel')} aria-label={t`Cancel subscription: ${name}`}>
              {t`Cancel subscription`}
            </Button>
          ) : null}
        </div>
      ) : null}
      {dialog === 'cancel' ? <CancelDialog subscription={subscription} onClose={() => setDialog(null)} onDone={done} /> : null}
      {dialog === 'card' ? <CardDialog subscription={subscription} onClose={() => setDialog(null)} onDone={done} /> : null}
    </article>
  );
}

/** /user/subscriptions (login required): the member's subscriptions to the video area, newest first, to cancel or to pay with another card. */
export function MySubscriptionsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const subscriptions = useMySubscriptions();
  usePageMeta({ title: `${t`My subscriptions`} · ${church.nome}` });

  return (
    <div className={styles.page}>
      <PageHeader title={t`My subscriptions`} subtitle={church.nome} />
      {subscriptions.isPending ? <Spinner label={t`Loading your subscriptions`} /> : null}
      {subscriptions.isError ? (
        <Alert
          type="error"
          helper={
            <Button variant="secondary" onClick={() => void subscriptions.refetch()} disabled={subscriptions.isFetching}>
              {t`Try again`}
            </Button>
          }
        >
          {t`An error occurred while fetching the data. Please try again.`}
        </Alert>
      ) : null}
      {subscriptions.data?.length === 0 ? (
        <EmptyState title={t`You have no subscription yet`}>
          <p>
            <Link to={playPaths.plans.href()}>{t`See the plans`}</Link>
          </p>
        </EmptyState>
      ) : null}
      {subscriptions.data && subscriptions.data.length > 0 ? (
        <ul className={styles.list}>
          {subscriptions.data.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionItem subscription={subscription} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
