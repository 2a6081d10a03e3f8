import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-prayer';
import { type ApiClient, unwrap } from '@church/data-access';
import { retryUnlessNotFound } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/** A request with its messages as `viewerId` reads it (the bearer goes with every call; 0 is a visitor, as the server renders it). */
export function getPrayerRequestQueryOptions(api: ApiClient<paths>, slug: string, id: number, viewerId: number) {
  return queryOptions({
    queryKey: prayerKeys.request(slug, id, viewerId),
    queryFn: async () => (await unwrap(api.GET('/oracao/{slug}/{id}', { params: { path: { slug, id } } }))).oracao,
    retry: retryUnlessNotFound,
  });
}

/**
 * A prayer request of the church, read as the signed-in member (or a visitor); nothing is asked while
 * `enabled` is false. When the reader becomes known (the session is restored after the page was
 * rendered for a visitor), the visitor's copy stays on screen until the member's arrives.
 */
export function usePrayerRequest(id: number, enabled = true) {
  const { api, church, viewerId } = usePrayerApi();
  return useQuery({
    ...getPrayerRequestQueryOptions(api, church.slug, id, viewerId),
    enabled,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === id ? previous : undefined),
  });
}
