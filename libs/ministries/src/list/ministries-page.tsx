import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, ListSkeleton, PageHeader, Pagination } from '@church/ui';
import { useMinistries } from '../api/get-ministries';
import { MINISTRIES_PAGE_SIZE } from '../api/ministry-keys';
import { usePageParam } from '@church/routing';
import { MinistryList } from './ministry-list';

/** §2 "/ministries": the church's ministries, paged on the server. */
export function MinistriesPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const ministries = useMinistries(page);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Ministries`} · ${churchName}`, description: t`The ministries of ${churchName} and how to take part.` });
  const totalPages = Math.ceil((ministries.data?.total ?? 0) / MINISTRIES_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`Ministries`} subtitle={t`Find a place to serve and belong.`} />
      {ministries.isPending ? <ListSkeleton label={t`Loading ministries`} media /> : null}
      {ministries.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {ministries.data ? <MinistryList ministries={ministries.data.ministerios} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of ministries` }}
      />
    </>
  );
}
