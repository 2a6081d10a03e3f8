import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-schedule';
import { SCHEDULE_STALE_MS, scheduleKeys } from './schedule-keys';

/** The home's "This week": today and the six days after it. */
export const COMING_WEEK_DAYS = 7;

export function getComingDaysQueryOptions(api: ApiClient<paths>, slug: string, days: number) {
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
  return useQuery(getComingDaysQueryOptions(moduleApi<paths>(clients), church.slug, days));
}
