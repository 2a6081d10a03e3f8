import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { parseId } from '@church/routing';
import { useNewsItem } from '../api/get-news-item';
import { isNotFound } from '@church/data-access';
import { newsPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { NewsDetail } from './news-detail';

/** §2 "/news/{newsId}". An address no news item could have is not found without asking. */
export function NewsItemPage() {
  const { t } = useLingui();
  const church = useChurch();
  const id = parseId(useParams().newsId);
  const news = useNewsItem(id ?? 0, id !== null);
  usePageMeta({
    title: news.data ? `${news.data.titulo} · ${church.nome}` : `${t`News`} · ${church.nome}`,
    description: news.data?.resumo,
    image: news.data?.imagem?.url,
  });

  const notFound = <ContentNotFound backTo={newsPaths.list.href()} backLabel={t`Back to news`} />;
  if (id === null) return notFound;
  if (news.isPending) return <Spinner label={t`Loading the news item`} />;
  if (news.isError) {
    return isNotFound(news.error) ? notFound : <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  }
  return <NewsDetail news={news.data} />;
}
