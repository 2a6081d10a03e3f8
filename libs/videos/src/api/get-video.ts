import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-videos';
import { retryUnlessNotFound } from '@church/data-access';
import { videoKeys } from './video-keys';

export function getVideoQueryOptions(api: ApiClient<paths>, slug: string, videoId: string) {
  return queryOptions({
    queryKey: videoKeys.detail(slug, videoId),
    queryFn: async () => (await unwrap(api.GET('/video/{slug}/{videoId}', { params: { path: { slug, videoId } } }))).video,
    retry: retryUnlessNotFound,
  });
}

/** One video of the church's playlist, by its provider id. */
export function useVideo(videoId: string) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getVideoQueryOptions(moduleApi<paths>(clients), church.slug, videoId));
}
