import { useLingui } from '@lingui/react/macro';
import { Link, Navigate } from 'react-router';
import { useChurch, useEnabledModuleCodes } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useThirdPartyApps } from '../api/third-parts-api';
import { THIRD_PARTY_CODES, thirdPartsPaths } from '../paths';
import styles from './third-parts.module.css';

/** `/third-parts` (login required): the church's external apps, each a link to its page. */
export function ThirdPartyAppsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const enabled = useEnabledModuleCodes();
  const switchedOn = THIRD_PARTY_CODES.some((code) => enabled.has(code));
  const apps = useThirdPartyApps();
  usePageMeta({ title: `${t`Apps`} · ${church.nome}` });

  if (!switchedOn) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeader title={t`Apps`} />
      {apps.isPending ? <Spinner label={t`Loading`} /> : null}
      {apps.isError ? (
        <>
          <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
          <div className={styles.actions}>
            <Button onClick={() => void apps.refetch()} disabled={apps.isFetching}>
              {t`Try again`}
            </Button>
          </div>
        </>
      ) : null}
      {apps.data?.length === 0 ? <EmptyState title={t`Nothing here yet`} /> : null}
      {apps.data && apps.data.length > 0 ? (
        <ul className={styles.list}>
          {apps.data.map((app) => (
            <li key={app.slug}>
              <Link className={buttonClassName('secondary')} to={thirdPartsPaths.app.href(app.slug)}>
                {app.nome}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
