import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useDeleteReadingPlan, useMyReadingPlans } from '../api/my-reading-plans';
import { parsePlanUuid } from '../paths';
import { usePlansPaths } from '../use-plans-paths';
import styles from './screens.module.css';

/**
 * §2 /reading-plans/{planUUID}/delete: deleting the member's progress in a plan asks first, saying it
 * cannot be undone; once deleted, /delete/confirm says so.
 */
export function DeleteReadingPlanPage() {
  const { t } = useLingui();
  const church = useChurch();
  const navigate = useNavigate();
  const paths = usePlansPaths();
  const uuid = parsePlanUuid(useParams().planUUID);
  const [search] = useSearchParams();
  const subscriptionUuid = parsePlanUuid(search.get('subscriptionUuid') ?? undefined);
  const mine = useMyReadingPlans();
  const remove = useDeleteReadingPlan();
  const progress = mine.data?.find((candidate) => candidate.plano.uuid === uuid && (!subscriptionUuid || candidate.uuid === subscriptionUuid));
  const name = progress?.plano.nome ?? search.get('planName') ?? t`Reading plan`;
  usePageMeta({ title: `${t`Delete plan`} · ${church.nome}` });

  const confirm = () => {
    if (!progress || !uuid) return;
    remove.mutate(progress.uuid, { onSuccess: () => void navigate(paths.deleted.href(uuid, progress.plano.nome), { replace: true }) });
  };

  if (uuid === null || (mine.data && !progress && !remove.isSuccess)) {
    return (
      <div className={styles.page}>
        <EmptyState title={t`You are not following this plan.`}>
          <Link to={paths.list.href('mine')}>{t`Back to my plans`}</Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={t`Delete “${name}”?`} />
      {mine.isPending ? <Spinner label={t`Loading the plan`} /> : null}
      {mine.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {progress ? (
        <div className={styles.confirm}>
          <p>{t`The plan leaves your plans and your progress in it is lost. This cannot be undone.`}</p>
          <div className={styles.actions}>
            <Button onClick={confirm} disabled={remove.isPending}>
              {t`Delete the plan`}
            </Button>
            <Link className={buttonClassName('secondary')} to={paths.plan.href(uuid, { subscriptionUuid: progress.uuid, planName: progress.plano.nome, description: progress.plano.descricao })}>
              {t`Keep it`}
            </Link>
          </div>
          {remove.isError ? <Alert type="error">{t`The plan could not be deleted. Please try again.`}</Alert> : null}
        </div>
      ) : null}
    </div>
  );
}
