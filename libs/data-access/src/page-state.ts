import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What the server fetched for a page, as it travels in the HTML: each query's key, data and age. */
export type PageState = { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];

/** The queries the page fetched successfully, but those listed in `except` (the bootstrap's). */
export function collectPageState(queryClient: QueryClient, except: ReadonlySet<string>): PageState {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && !except.has(query.queryHash))
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt }));
}

/** Puts a server-rendered page's queries into the cache, as fresh as they were when fetched. */
export function seedPageState(queryClient: QueryClient, state: PageState): void {
  for (const { queryKey, data, dataUpdatedAt } of state) queryClient.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
}
