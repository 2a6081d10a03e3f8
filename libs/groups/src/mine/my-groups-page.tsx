import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, EmptyState, ListSkeleton, PageHeader } from '@church/ui';
import { useMyGroups } from '../api/get-groups';
import { byDistance } from '../model/distance';
import { GroupsList } from '../list/groups-list';
import { groupsPaths } from '../paths';

/** The member's own groups, in the account (`/user/groups`): those they belong to, lead or look after. */
export function MyGroupsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const groups = useMyGroups();
  usePageMeta({ title: `${t`My groups`} · ${church.nome}` });
  return (
    <>
      <PageHeader title={t`My groups`} />
      {groups.isPending ? <ListSkeleton label={t`Loading groups`} /> : null}
      {groups.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {groups.data?.length === 0 ? (
        <EmptyState title={t`You are not in a group yet`}>
          <Link to={groupsPaths.list.href()}>{t`Find a group`}</Link>
        </EmptyState>
      ) : null}
      {groups.data?.length ? <GroupsList groups={byDistance(groups.data, null)} /> : null}
    </>
  );
}
