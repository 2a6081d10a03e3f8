import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, PageHeader, Pagination, Spinner } from '@church/ui';
import { useNewsList } from '../api/get-news-list';
import { NEWS_PAGE_SIZE } from '../api/news-keys';
import { usePageParam } from '@church/routing';
import { NewsList } from './news-list';

/** §2 "/news": the church's news, newest first, paged on the server. */
export function NewsPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const news = useNewsList(page);
  const churchName = church.nome;
  usePageMeta({ title: `${t`News`} · ${churchName}`, description: t`News from ${churchName}.` });
  const totalPages = Math.ceil((news.data?.total ?? 0) / NEWS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`News`} subtitle={t`What is happening in our church.`} />
      {news.isPending ? <Spinner label={t`Loading news`} /> : null}
      {news.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {news.data ? <NewsList news={news.data.noticias} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of news` }}
      />
    </>
  );
}
