import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-prayer';
import { type ApiClient, unwrap } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

export function getPrayerMotivesQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: prayerKeys.motives(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/oracao-motivo/', { params: { path: { slug } } }))).oracaoMotivos,
    staleTime: 5 * 60_000,
  });
}

/** The motives a request may be filed under (§7 GET /igreja/{slug}/oracao-motivo/). */
export function usePrayerMotives() {
  const { api, church } = usePrayerApi();
  return useQuery(getPrayerMotivesQueryOptions(api, church.slug));
}
