import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-prayer';
import { type ApiClient, unwrap } from '@church/data-access';
import { PRAYER_PAGE_SIZE, prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

export function getPrayerWallQueryOptions(api: ApiClient<paths>, slug: string, page: number, limit = PRAYER_PAGE_SIZE) {
  return queryOptions({
    queryKey: prayerKeys.wall(slug, page, limit),
    queryFn: async () => unwrap(api.GET('/oracao/{slug}', { params: { path: { slug }, query: { page, limit } } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the church's prayer wall, newest first (§7 GET /oracao/{slug}). */
export function usePrayerWall(page: number, limit = PRAYER_PAGE_SIZE) {
  const { api, church } = usePrayerApi();
  return useQuery(getPrayerWallQueryOptions(api, church.slug, page, limit));
}
