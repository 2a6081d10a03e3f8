import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { InscricaoPlanoLeitura, PlanoLeitura } from '@church/contracts-reading-plans';
import { ApiError, useChurch } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useReadingPlan } from '../api/get-reading-plans';
import { useMarkReadingDay, useMyReadingPlan, useMyReadingPlans, useResetReadingPlan, useStartReadingPlan } from '../api/my-reading-plans';
import { isNotFound } from '@church/data-access';
import { ProgressBar } from '../components/progress-bar';
import { Readings } from '../components/readings';
import { parsePlanUuid } from '../paths';
import { usePlansPaths } from '../use-plans-paths';
import styles from './screens.module.css';

/** Resetting asks first: it cannot be undone. */
function ResetPlan({ progress }: { progress: InscricaoPlanoLeitura }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const reset = useResetReadingPlan();
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t`Reset progress`}
      </Button>
    );
  }
  return (
    <div className={styles.confirm} role="group" aria-label={t`Reset this plan?`}>
      <p>{t`Reset this plan? Every day you marked read is unmarked and the plan starts again from day 1 today. This cannot be undone.`}</p>
      <div className={styles.actions}>
        <Button onClick={() => reset.mutate(progress.uuid, { onSuccess: () => setConfirming(false) })} disabled={reset.isPending}>
          {t`Yes, reset it`}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t`Cancel`}
        </Button>
      </div>
      {reset.isError ? <Alert type="error">{t`The plan could not be reset. Please try again.`}</Alert> : null}
    </div>
  );
}

/** The member's progress in the plan: the day they are at, every day to mark read, reset and delete. */
function FollowedPlan({ plan, progress }: { plan: PlanoLeitura; progress: InscricaoPlanoLeitura }) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const paths = usePlansPaths();
  const mark = useMarkReadingDay();
  const read = new Set(progress.diasLidos);
  const current = progress.diaAtual === null ? undefined : plan.dias.find((day) => day.dia === progress.diaAtual);
  const currentDay = current?.dia;
  const startedOn = formatDate(progress.dataInicio, i18n.locale, dateFormats.DATE_MED, timeZone);
  const completedOn = progress.dataConclusao ? formatDate(progress.dataConclusao, i18n.locale, dateFormats.DATE_MED, timeZone) : null;
  const setRead = (dia: number, lido: boolean) => mark.mutate({ inscricao: progress.uuid, dia, lido });

  return (
    <>
      <section className={styles.section} aria-labelledby="progress-title">
        <h2 id="progress-title" className={styles.sectionTitle}>
          {t`Your progress`}
        </h2>
        <ProgressBar read={progress.diasLidos.length} total={plan.totalDias} />
        {completedOn ? <Alert type="success">{t`You completed this plan on ${completedOn}.`}</Alert> : <p>{t`Started on ${startedOn}.`}</p>}
      </section>
      {current ? (
        <section className={styles.today} aria-labelledby="today-title">
          <h2 id="today-title" className={styles.sectionTitle}>
            {t`Day ${currentDay}`}
          </h2>
          <Readings readings={current.leituras} />
          <Button onClick={() => setRead(current.dia, true)} disabled={mark.isPending}>
            {t`Mark day ${currentDay} as read`}
          </Button>
        </section>
      ) : null}
      {mark.isError ? <Alert type="error">{t`The day could not be marked. Please try again.`}</Alert> : null}
      <section className={styles.section} aria-labelledby="days-title">
        <h2 id="days-title" className={styles.sectionTitle}>
          {t`Every day`}
        </h2>
        <ol className={styles.days}>
          {plan.dias.map((day) => {
            const dia = day.dia;
            return (
              <li key={dia} className={[styles.day, dia === currentDay ? styles.currentDay : ''].filter(Boolean).join(' ')} aria-current={dia === currentDay ? 'step' : undefined}>
                <label className={styles.dayCheck}>
                  <input type="checkbox" checked={read.has(dia)} disabled={mark.isPending} onChange={(event) => setRead(dia, event.target.checked)} aria-describedby={`day-${dia}-readings`} />
                  <span>{t`Day ${dia}`}</span>
                </label>
                <Readings readings={day.leituras} id={`day-${dia}-readings`} />
              </li>
            );
          })}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="manage-title">
        <h2 id="manage-title" className={styles.sectionTitle}>
          {t`Manage this plan`}
        </h2>
        <div className={styles.actions}>
          <ResetPlan progress={progress} />
          <Link className={buttonClassName('secondary')} to={paths.delete.href(plan.uuid, { subscriptionUuid: progress.uuid, planName: plan.nome })}>
            {t`Delete plan`}
          </Link>
        </div>
      </section>
    </>
  );
}

/** The plan's days, and starting it. */
function NotStarted({ plan }: { plan: PlanoLeitura }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const paths = usePlansPaths();
  const start = useStartReadingPlan();
  const alreadyStarted = start.error instanceof ApiError && start.error.status === 409;
  const days = plan.totalDias;
  const begin = () =>
    start.mutate(plan.uuid, {
      onSuccess: (progress) => void navigate(paths.plan.href(plan.uuid, { subscriptionUuid: progress.uuid, planName: plan.nome, description: plan.descricao }), { replace: true }),
    });
  return (
    <>
      <section className={styles.today}>
        <p>{t`${days} days. Start it to mark each day's readings as you read them.`}</p>
        <Button onClick={begin} disabled={start.isPending}>
          {t`Start this plan`}
        </Button>
        {alreadyStarted ? <Alert type="info">{t`You have started this plan already.`}</Alert> : null}
        {start.isError && !alreadyStarted ? <Alert type="error">{t`The plan could not be started. Please try again.`}</Alert> : null}
      </section>
      <section className={styles.section} aria-labelledby="days-title">
        <h2 id="days-title" className={styles.sectionTitle}>
          {t`Every day`}
        </h2>
        <ol className={styles.days}>
          {plan.dias.map((day) => {
            const dia = day.dia;
            return (
              <li key={dia} className={styles.day}>
                <span className={styles.dayCheck}>{t`Day ${dia}`}</span>
                <Readings readings={day.leituras} />
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}

/**
 * §2 /reading-plans/{planUUID} (queries `subscriptionUuid`, `planName`, `description`): a plan and the
 * member's progress in it. The plan's name and description in the address show at once, while it loads;
 * without `subscriptionUuid`, the member's progress is found among their plans.
 */
export function ReadingPlanPage() {
  const { t } = useLingui();
  const church = useChurch();
  const paths = usePlansPaths();
  const uuid = parsePlanUuid(useParams().planUUID);
  const [search] = useSearchParams();
  const subscriptionUuid = parsePlanUuid(search.get('subscriptionUuid') ?? undefined);
  const plan = useReadingPlan(uuid);
  const mine = useMyReadingPlans();
  const named = useMyReadingPlan(subscriptionUuid);
  const found = mine.data?.find((progress) => progress.plano.uuid === uuid);
  const progress = subscriptionUuid && named.data?.plano.uuid === uuid ? named.data : found;
  const progressPending = subscriptionUuid ? named.isPending && !found : mine.isPending;
  const name = plan.data?.nome ?? search.get('planName') ?? t`Reading plan`;
  const description = plan.data?.descricao ?? search.get('description') ?? undefined;
  usePageMeta({ title: `${name} · ${church.nome}`, description });

  const notFound = (
    <EmptyState title={t`This reading plan was not found.`}>
      <Link to={paths.list.href()}>{t`Back to the reading plans`}</Link>
    </EmptyState>
  );
  if (uuid === null) return <div className={styles.page}>{notFound}</div>;
  return (
    <div className={styles.page}>
      <PageHeader title={name} subtitle={description} />
      <p>
        <Link to={paths.list.href(progress ? 'mine' : 'discover')}>{t`Back to the reading plans`}</Link>
      </p>
      {plan.isError && isNotFound(plan.error) ? notFound : null}
      {plan.isError && !isNotFound(plan.error) ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {plan.isPending || (plan.data && progressPending) ? <Spinner label={t`Loading the plan`} /> : null}
      {plan.data && !progressPending ? progress ? <FollowedPlan plan={plan.data} progress={progress} /> : <NotStarted plan={plan.data} /> : null}
    </div>
  );
}
