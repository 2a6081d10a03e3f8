import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../api-error';
import type { ApiClient } from '../clients';
import { churchKeys } from './church-keys';
import { CHURCH_DATA_STALE_MS } from './stale-time';

export function getMenuQueryOptions(api: ApiClient, igrejaId: number) {
  return queryOptions({
    queryKey: churchKeys.menu(igrejaId),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja-app-menu', { params: { query: { igreja: igrejaId } } }))).igrejaAppMenus,
    staleTime: CHURCH_DATA_STALE_MS,
  });
}
