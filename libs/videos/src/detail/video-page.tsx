import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { useChurch, useDataAccess } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Spinner } from '@church/ui';
import { useVideo } from '../api/get-video';
import { useVideos } from '../api/get-videos';
import { isNotFound } from '@church/data-access';
import { PLAYLIST_SIZE } from '../api/video-keys';
import { videoPaths } from '../paths';
import { ContentNotFound } from '@church/content';
import { videoStructuredData } from '../shared/video-structured-data';
import { VideoDetail } from './video-detail';
import { VideoPlaylist } from './video-playlist';

/** §2 "/videos/{videoId}": the video plays, with the playlist beside it. */
export function VideoPage() {
  const { t } = useLingui();
  const church = useChurch();
  const { origin } = useDataAccess();
  const { videoId = '' } = useParams();
  const video = useVideo(videoId);
  const playlist = useVideos(1, PLAYLIST_SIZE);
  usePageMeta({
    title: video.data ? `${video.data.titulo} · ${church.nome}` : `${t`Videos`} · ${church.nome}`,
    description: video.data?.descricao,
    image: video.data?.thumbnail.url,
    ...(video.data ? { structuredData: videoStructuredData(video.data, origin, church.nome) } : {}),
  });
  const loadError = <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;

  if (video.isPending) return <Spinner label={t`Loading the video`} />;
  if (video.isError) {
    return isNotFound(video.error) ? <ContentNotFound backTo={videoPaths.list.href()} backLabel={t`Back to videos`} /> : loadError;
  }
  let side;
  if (playlist.isPending) side = <Spinner label={t`Loading the playlist`} />;
  else if (playlist.isError) side = loadError;
  else side = <VideoPlaylist title={playlist.data.playlist?.titulo ?? t`Playlist`} videos={playlist.data.videos} currentVideoId={videoId} />;
  return <VideoDetail video={video.data} playlist={side} />;
}
