import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-videos';
import { pageFromSearch } from '@church/routing';
import { getVideoQueryOptions } from './api/get-video';
import { getVideosQueryOptions } from './api/get-videos';
import { PLAYLIST_SIZE, VIDEOS_PAGE_SIZE } from './api/video-keys';

/** What the videos' pages need from the API, for the server to render them. */
export const videosPageData = pageData(({ searchParams, clients, church }) => [
  getVideosQueryOptions(moduleApi<paths>(clients), church.slug, pageFromSearch(searchParams), VIDEOS_PAGE_SIZE),
]);

export const videoPageData = pageData(({ params, clients, church }) => {
  const playlist = getVideosQueryOptions(moduleApi<paths>(clients), church.slug, 1, PLAYLIST_SIZE);
  return params.videoId ? [getVideoQueryOptions(moduleApi<paths>(clients), church.slug, params.videoId), playlist] : [playlist];
});
