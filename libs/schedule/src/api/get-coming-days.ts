import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { SCHEDULE_STALE_MS, scheduleKeys } from './schedule-keys';

export function getComingDaysQueryOptions(api: ApiClient, slug: string, days: number) {
  return queryOptions({
    queryKey: scheduleKeys.comingDays(slug, days),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/culto/proximos/', { params: { path: { slug }, query: { dias: days } } })),
    staleTime: SCHEDULE_STALE_MS,
  });
}

/** The services and events from now until `days` days ahead (the home's "this week"). */
export function useComingDays(days: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getComingDaysQueryOptions(clients.api, church.slug, days));
}
