import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-live';
import { LIVE_REFRESH_MS, liveKeys } from './live-keys';

export function getCurrentBroadcastQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: liveKeys.current(slug),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/transmissao/atual', { params: { path: { slug } } })),
  });
}

/** The broadcast on now, or the last one (§4 "Live tag"); asked again every minute while the page is open. */
export function useCurrentBroadcast() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getCurrentBroadcastQueryOptions(moduleApi<paths>(clients), church.slug), refetchInterval: LIVE_REFRESH_MS });
}
