import { useLingui } from '@lingui/react/macro';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, ListSkeleton, PageHeader, Pagination } from '@church/ui';
import { useVideos } from '../api/get-videos';
import { VIDEOS_PAGE_SIZE } from '../api/video-keys';
import { usePageParam } from '@church/routing';
import { VideoGrid } from './video-grid';

/** §2 "/videos": the church's playlist, newest first. */
export function VideosPage() {
  const { t } = useLingui();
  const church = useChurch();
  const [page, setPage, hrefFor] = usePageParam();
  const videos = useVideos(page, VIDEOS_PAGE_SIZE);
  usePageMeta({ title: `${t`Videos`} · ${church.nome}`, description: videos.data?.playlist?.descricao });
  const totalPages = Math.ceil((videos.data?.total ?? 0) / VIDEOS_PAGE_SIZE);
  const status = t`Page ${page} of ${totalPages}`;

  return (
    <>
      <PageHeader title={t`Videos`} subtitle={videos.data?.playlist?.titulo} />
      {videos.isPending ? <ListSkeleton label={t`Loading videos`} media /> : null}
      {videos.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {videos.data ? <VideoGrid videos={videos.data.videos} /> : null}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        hrefFor={hrefFor}
        labels={{ previous: t`Previous`, next: t`Next`, status, navigation: t`Pages of videos` }}
      />
    </>
  );
}
