import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Pagination, Spinner } from '@church/ui';
import { EBD_PAGE_SIZE } from '../api/ebd-keys';
import { useEbdClasses } from '../api/get-ebd-classes';
import { usePageParam } from '@church/routing';
import { EbdList } from './ebd-list';

/** §2 "/ebds": the church's Sunday-school classes, paged on the server. */
export function EbdClassesPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const classes = useEbdClasses(page);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Sunday school`} · ${churchName}`, description: t`Sunday-school classes for every age at ${churchName}.` });
  const totalPages = Math.ceil((classes.data?.total ?? 0) / EBD_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`Sunday school`} subtitle={t`Classes for every age, every Sunday.`} />
      {classes.isPending ? <Spinner label={t`Loading classes`} /> : null}
      {classes.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {classes.data ? <EbdList classes={classes.data.ebds} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of classes` }}
      />
    </>
  );
}
