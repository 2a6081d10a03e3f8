import type { QueryClient } from '@tanstack/react-query';
import type { PageData, PageDataArgs, PageQuery } from '@church/data-access';
import type { ChurchRouteHandle, HomeSection } from '@church/routing';

const isInfinite = (query: PageQuery): query is Extract<PageQuery, { initialPageParam: unknown }> => 'initialPageParam' in query;

/** What declares the data it needs: a matched route's handle, or a home section. */
type DataDeclarer = Pick<ChurchRouteHandle | HomeSection, 'data'> | undefined;

/**
 * Fetches what the matched routes and home sections declare they need (their `data`) into the query cache. A
 * query that fails stays out of the page's state: the browser asks for it again and shows its error.
 */
export async function prefetchPageData(queryClient: QueryClient, handles: DataDeclarer[], args: PageDataArgs) {
  const declared = await Promise.all(handles.map((handle) => (handle?.data ? (handle.data as PageData)(args) : [])));
  const queries = declared.flat();
  await Promise.all(queries.map((query) => (isInfinite(query) ? queryClient.prefetchInfiniteQuery(query) : queryClient.prefetchQuery(query))));
}
