import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { InscricaoPlanoLeitura, PlanoLeituraResumo } from '@church/contracts-reading-plans';
import { useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { usePageParam } from '@church/routing';
import { Alert, EmptyState, PageHeader, Pagination, Spinner } from '@church/ui';
import { useReadingPlans } from '../api/get-reading-plans';
import { useMyReadingPlans } from '../api/my-reading-plans';
import { READING_PLANS_PAGE_SIZE } from '../api/reading-plans-keys';
import { PlansTabs } from '../components/plans-tabs';
import { ProgressBar } from '../components/progress-bar';
import { usePlansPaths } from '../use-plans-paths';
import styles from './screens.module.css';

/** A plan of the church, with where the member is in it when they have started it. */
function DiscoverCard({ plan, progress }: { plan: PlanoLeituraResumo; progress: InscricaoPlanoLeitura | undefined }) {
  const { t } = useLingui();
  const paths = usePlansPaths();
  const days = plan.totalDias;
  const day = progress?.diaAtual;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to={paths.plan.href(plan.uuid, { subscriptionUuid: progress?.uuid, planName: plan.nome, description: plan.descricao })}>{plan.nome}</Link>
      </h3>
      <p>{plan.descricao}</p>
      <p className={styles.meta}>
        {t`${days} days`}
        {progress ? <span className={styles.badge}>{day ? t`In progress, day ${day}` : t`Completed`}</span> : null}
      </p>
    </li>
  );
}

/** One of the member's plans: its progress and the day they are at (or when they completed it). */
function MyPlanCard({ progress }: { progress: InscricaoPlanoLeitura }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const paths = usePlansPaths();
  const { plano } = progress;
  const day = progress.diaAtual;
  const completedOn = progress.dataConclusao ? formatDate(progress.dataConclusao, i18n.locale, dateFormats.DATE_MED, timeZone) : null;
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>
        <Link to={paths.plan.href(plano.uuid, { subscriptionUuid: progress.uuid, planName: plano.nome, description: plano.descricao })}>{plano.nome}</Link>
      </h3>
      <ProgressBar read={progress.diasLidos.length} total={plano.totalDias} />
      <p className={styles.meta}>{completedOn ? t`Completed on ${completedOn}` : t`Next: day ${day}`}</p>
    </li>
  );
}

function Discover() {
  const { t } = useLingui();
  const [page, setPage, hrefFor] = usePageParam();
  const plans = useReadingPlans(page);
  const mine = useMyReadingPlans();
  const totalPages = Math.ceil((plans.data?.total ?? 0) / READING_PLANS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;
  return (
    <section aria-labelledby="discover-title">
      <h2 id="discover-title" className={styles.sectionTitle}>
        {t`Discover`}
      </h2>
      {plans.isPending ? <Spinner label={t`Loading the plans`} /> : null}
      {plans.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {plans.data?.planos.length === 0 ? <EmptyState title={t`This church offers no reading plans yet.`} /> : null}
      {plans.data && plans.data.planos.length > 0 ? (
        <ul className={styles.cards}>
          {plans.data.planos.map((plan) => (
            <DiscoverCard key={plan.uuid} plan={plan} progress={mine.data?.find((progress) => progress.plano.uuid === plan.uuid)} />
          ))}
        </ul>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onPageChange={setPage} hrefFor={hrefFor} labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of plans` }} />
    </section>
  );
}

function MyPlans() {
  const { t } = useLingui();
  const paths = usePlansPaths();
  const mine = useMyReadingPlans();
  const inProgress = (mine.data ?? []).filter((progress) => progress.dataConclusao === null);
  const completed = (mine.data ?? []).filter((progress) => progress.dataConclusao !== null);
  if (mine.isPending) return <Spinner label={t`Loading your plans`} />;
  if (mine.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  if (mine.data.length === 0) {
    return (
      <EmptyState title={t`You have not started a plan yet.`}>
        <Link to={paths.list.href('discover')}>{t`Discover the church's plans`}</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <section aria-labelledby="in-progress-title">
        <h2 id="in-progress-title" className={styles.sectionTitle}>
          {t`In progress`}
        </h2>
        {inProgress.length === 0 ? <p>{t`No plan in progress.`}</p> : null}
        <ul className={styles.cards}>
          {inProgress.map((progress) => (
            <MyPlanCard key={progress.uuid} progress={progress} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="completed-title">
        <h2 id="completed-title" className={styles.sectionTitle}>
          {t`Completed`}
        </h2>
        {completed.length === 0 ? <p>{t`No plan completed yet.`}</p> : null}
        <ul className={styles.cards}>
          {completed.map((progress) => (
            <MyPlanCard key={progress.uuid} progress={progress} />
          ))}
        </ul>
      </section>
    </>
  );
}

/** §2 /reading-plans (query `page`): the church's plans to discover, and the member's, in progress and completed. */
export function ReadingPlansPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'mine' ? 'mine' : 'discover';
  usePageMeta({ title: `${t`Reading plans`} · ${church.nome}` });
  return (
    <div className={styles.page}>
      <PageHeader title={t`Reading plans`} subtitle={t`Read the Bible day by day.`} />
      <PlansTabs current={tab} />
      {tab === 'mine' ? <MyPlans /> : <Discover />}
    </div>
  );
}
