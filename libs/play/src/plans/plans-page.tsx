import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PlanoAssinatura } from '@church/contracts-play';
import { useChurch } from '@church/data-access';
import { formatCurrency } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, Spinner } from '@church/ui';
import { usePlans } from '../api/play-api';
import { playPaths } from '../paths';
import styles from '../shared/play.module.css';

/** One plan: its price each period, its fees, its free trial, and the way to subscribe. */
function PlanCard({ plan }: { plan: PlanoAssinatura }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const money = (cents: number) => formatCurrency(cents / 100, plan.moeda, i18n.locale);
  const price = money(plan.valor);
  const name = plan.nome;
  const days = plan.diasTeste;
  return (
    <article className={styles.plan} aria-labelledby={id}>
      <h2 id={id} className={styles.rowTitle}>
        {name}
      </h2>
      <p className={styles.price}>{plan.periodicidade === 'mensal' ? t`${price} a month` : t`${price} a year`}</p>
      {plan.descricao ? <p className={styles.muted}>{plan.descricao}</p> : null}
      <dl>
        <dt>{t`Billed`}</dt>
        <dd>{plan.periodicidade === 'mensal' ? t`Monthly` : t`Yearly`}</dd>
        {plan.taxa > 0 ? (
          <>
            <dt>{t`Fee per charge`}</dt>
            <dd>{money(plan.taxa)}</dd>
          </>
        ) : null}
        {plan.taxaAdesao > 0 ? (
          <>
            <dt>{t`Sign-up fee`}</dt>
            <dd>{money(plan.taxaAdesao)}</dd>
          </>
        ) : null}
        {days > 0 ? (
          <>
            <dt>{t`Free trial`}</dt>
            <dd>{days === 1 ? t`1 day` : t`${days} days`}</dd>
          </>
        ) : null}
      </dl>
      <Link className={styles.button} to={playPaths.checkout.href(plan.id)} aria-label={t`Subscribe: ${name}`}>
        {t`Subscribe`}
      </Link>
    </article>
  );
}

/** §2 "plans": the church's plans on offer, each with a way to the checkout. */
export function PlansPage() {
  const { t } = useLingui();
  const church = useChurch();
  const plans = usePlans();
  usePageMeta({ title: `${t`Plans`} · ${church.nome}` });

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Plans`}</h1>
      {plans.isPending ? <Spinner label={t`Loading plans`} /> : null}
      {plans.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {plans.data?.length === 0 ? (
        <EmptyState title={t`No plans on offer`}>
          <p>
            <Link to={playPaths.home.href()}>{t`Back to the videos`}</Link>
          </p>
        </EmptyState>
      ) : null}
      {plans.data && plans.data.length > 0 ? (
        <ul className={styles.plans}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
