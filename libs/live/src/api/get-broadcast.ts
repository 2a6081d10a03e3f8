import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-live';
import { LIVE_REFRESH_MS, liveKeys } from './live-keys';

/** A broadcast the church does not have (404: another church's, or none), or an id no broadcast could have (400). */
export function isBroadcastNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function getBroadcastQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: liveKeys.broadcast(slug, id),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/transmissao/{id}', { params: { path: { slug, id } } })),
    retry: (failures: number, error: unknown) => !isBroadcastNotFound(error) && failures < 1,
  });
}

/** One broadcast of the church, by id, with where it stands (on now, over, to come); asked again every minute. */
export function useBroadcast(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getBroadcastQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled, refetchInterval: LIVE_REFRESH_MS });
}
