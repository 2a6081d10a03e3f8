import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-events';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { eventsKeys } from './events-keys';

export function getEventsQueryOptions(api: ApiClient<paths>, slug: string, page: number, limit: number) {
  return queryOptions({
    queryKey: eventsKeys.list(slug, page, limit),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/evento/', { params: { path: { slug }, query: { page, limit } } })),
  });
}

/** A page of the church's upcoming events, soonest first. */
export function useEvents(page: number, limit: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getEventsQueryOptions(moduleApi<paths>(clients), church.slug, page, limit));
}
