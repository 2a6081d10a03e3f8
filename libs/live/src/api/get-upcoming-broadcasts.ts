import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-live';
import { LIVE_REFRESH_MS, UPCOMING_BROADCASTS, liveKeys } from './live-keys';

export function getUpcomingBroadcastsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: liveKeys.upcoming(slug),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/transmissao/proximas', { params: { path: { slug }, query: { limit: UPCOMING_BROADCASTS } } })),
  });
}

/** The next broadcasts, soonest first. */
export function useUpcomingBroadcasts() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getUpcomingBroadcastsQueryOptions(moduleApi<paths>(clients), church.slug), refetchInterval: LIVE_REFRESH_MS });
}
