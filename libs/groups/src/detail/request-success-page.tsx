import { useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { parseId } from '@church/routing';
import { Alert, buttonClassName, PageHeader } from '@church/ui';
import { groupsPaths } from '../paths';
import styles from './group.module.css';

/** §2 "/groups/request/success": the join request was sent; the leader will get in touch. */
export function GroupRequestSuccessPage() {
  const { t } = useLingui();
  const church = useChurch();
  const celulaId = parseId(useSearchParams()[0].get('celula') ?? undefined);
  usePageMeta({ title: `${t`Request sent`} · ${church.nome}` });
  return (
    <>
      <PageHeader title={t`Request sent`} />
      <Alert type="success">{t`Your request to join was sent to the group's leader, who will get in touch with you soon.`}</Alert>
      <p className={styles.actions}>
        {celulaId !== null ? (
          <Link className={buttonClassName('primary')} to={groupsPaths.detail.href(celulaId)}>
            {t`Back to the group`}
          </Link>
        ) : null}
        <Link className={buttonClassName('secondary')} to={groupsPaths.list.href()}>
          {t`See other groups`}
        </Link>
      </p>
    </>
  );
}
