import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, ListSkeleton, PageHeader, Pagination } from '@church/ui';
import { DEVOTIONALS_PAGE_SIZE } from '../api/devotional-keys';
import { useDevotionals } from '../api/get-devotionals';
import { usePageParam } from '@church/routing';
import { DevotionalList } from './devotional-list';

/** §2 "/devotionals": the church's daily devotionals, newest first, paged on the server. */
export function DevotionalsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const devotionals = useDevotionals(page);
  const churchName = church.nome;
  usePageMeta({ title: `${t`Devotionals`} · ${churchName}`, description: t`Daily devotionals from ${churchName}.` });
  const totalPages = Math.ceil((devotionals.data?.total ?? 0) / DEVOTIONALS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`Devotionals`} subtitle={t`A passage and a reflection for each day.`} />
      {devotionals.isPending ? <ListSkeleton label={t`Loading devotionals`} media /> : null}
      {devotionals.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {devotionals.data ? <DevotionalList devotionals={devotionals.data.devocionais} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of devotionals` }}
      />
    </>
  );
}
