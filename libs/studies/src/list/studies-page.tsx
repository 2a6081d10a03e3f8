import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Pagination, Spinner } from '@church/ui';
import { useStudies } from '../api/get-studies';
import { isMembersOnly } from '../api/not-found';
import { STUDIES_PAGE_SIZE } from '../api/study-keys';
import { MembersOnlyRedirect } from '../shared/members-only-redirect';
import { usePageParam } from '@church/routing';
import { useStudiesAccess } from '../shared/use-studies-access';
import { StudyList } from './study-list';

/** §2 "/studies": the church's small-group studies, newest first. */
export function StudiesPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const { access, failed } = useStudiesAccess();
  const studies = useStudies(page, access === 'allowed');
  usePageMeta({ title: `${t`Studies`} · ${church.nome}` });
  const totalPages = Math.ceil((studies.data?.total ?? 0) / STUDIES_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;
  const loadError = <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const membersOnly = <Alert type="info">{t`This church's studies are for its members only.`}</Alert>;

  if (access === 'login') return <MembersOnlyRedirect />;
  return (
    <>
      <PageHeader title={t`Studies`} subtitle={t`Bible studies for our small groups.`} />
      {failed ? loadError : null}
      {(access === 'checking' && !failed) || studies.isLoading ? <Spinner label={t`Loading studies`} /> : null}
      {studies.isError ? (isMembersOnly(studies.error) ? membersOnly : loadError) : null}
      {studies.data ? <StudyList studies={studies.data.estudos} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of studies` }}
      />
    </>
  );
}
