import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import type { paths, VersaoCodigo } from '@church/contracts-bible';
import { BIBLE_SEARCH_PAGE_SIZE, bibleKeys } from './bible-keys';
import { retryUnlessNotFound } from '@church/data-access';

/** One page of the verses of a translation that hold a word or phrase (searched on the server). */
export function getBibleSearchQueryOptions(api: ApiClient<paths>, version: string, q: string, page: number) {
  return queryOptions({
    queryKey: bibleKeys.search(version, q, page),
    queryFn: async () =>
      unwrap(api.GET('/biblia/{versao}/busca', { params: { path: { versao: version as VersaoCodigo }, query: { q, page, limit: BIBLE_SEARCH_PAGE_SIZE } } })),
    placeholderData: keepPreviousData,
    retry: retryUnlessNotFound,
  });
}

/** Nothing is asked while the query is empty. */
export function useBibleSearch(version: string, q: string, page: number) {
  const { clients } = useDataAccess();
  return useQuery({ ...getBibleSearchQueryOptions(moduleApi<paths>(clients), version, q, page), enabled: q.length > 0 });
}
