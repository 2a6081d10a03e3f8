import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap } from '@church/data-access';
import { PRAYER_PAGE_SIZE, prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/** One page of the member's own requests at this church, on the wall or not (§7 GET /user/oracao?igreja=). */
export function useMyPrayers(page: number) {
  const { api, church, viewerId } = usePrayerApi();
  return useQuery({
    queryKey: prayerKeys.mine(church.slug, viewerId, page),
    queryFn: async () => unwrap(api.GET('/user/oracao', { params: { query: { igreja: church.id, page, limit: PRAYER_PAGE_SIZE } } })),
    enabled: viewerId !== 0,
    placeholderData: keepPreviousData,
  });
}
