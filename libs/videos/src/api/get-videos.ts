import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-videos';
import { videoKeys } from './video-keys';

export function getVideosQueryOptions(api: ApiClient<paths>, slug: string, page: number, limit: number) {
  return queryOptions({
    queryKey: videoKeys.list(slug, page, limit),
    queryFn: async () => unwrap(api.GET('/video/{slug}', { params: { path: { slug }, query: { page, limit } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's playlist (§7 `GET /video/{slug}`). */
export function useVideos(page: number, limit: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getVideosQueryOptions(moduleApi<paths>(clients), church.slug, page, limit));
}
