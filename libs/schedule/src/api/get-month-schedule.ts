import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-schedule';
import { SCHEDULE_STALE_MS, scheduleKeys } from './schedule-keys';

export function getMonthScheduleQueryOptions(api: ApiClient<paths>, slug: string, month: string) {
  return queryOptions({
    queryKey: scheduleKeys.month(slug, month),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/culto/', { params: { path: { slug }, query: { mes: month } } })),
    staleTime: SCHEDULE_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** The services and events of one month (`YYYY-MM`), in the church's time zone. */
export function useMonthSchedule(month: string) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getMonthScheduleQueryOptions(moduleApi<paths>(clients), church.slug, month));
}
