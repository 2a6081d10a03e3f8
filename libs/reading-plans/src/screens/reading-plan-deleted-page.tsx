import { useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader } from '@church/ui';
import { parsePlanUuid } from '../paths';
import { usePlansPaths } from '../use-plans-paths';
import styles from './screens.module.css';

/** §2 /reading-plans/{planUUID}/delete/confirm: the plan was deleted; back to the plans, or start it afresh. */
export function ReadingPlanDeletedPage() {
  const { t } = useLingui();
  const church = useChurch();
  const paths = usePlansPaths();
  const uuid = parsePlanUuid(useParams().planUUID);
  const planName = useSearchParams()[0].get('planName');
  usePageMeta({ title: `${t`Plan deleted`} · ${church.nome}` });
  return (
    <div className={styles.page}>
      <PageHeader title={t`Plan deleted`} />
      <Alert type="success">{planName ? t`“${planName}” and your progress in it were deleted.` : t`The plan and your progress in it were deleted.`}</Alert>
      <ul className={styles.links}>
        <li>
          <Link to={paths.list.href('mine')}>{t`Back to my plans`}</Link>
        </li>
        {uuid ? (
          <li>
            <Link to={paths.plan.href(uuid, { planName: planName ?? undefined })}>{t`Start it again`}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
