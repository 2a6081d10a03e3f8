import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-events';
import { type ApiClient, ApiError, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { eventsKeys } from './events-keys';

/** An event that does not exist (404) or an address no event could have (400). */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

export function getEventQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: eventsKeys.detail(slug, id),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/evento/{id}/', { params: { path: { slug, id } } }))).evento,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
}

/** One event with its ticket types; nothing is asked while `enabled` is false. */
export function useEvent(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getEventQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled });
}
