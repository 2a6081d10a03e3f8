import type { FetchInfiniteQueryOptions, FetchQueryOptions } from '@tanstack/react-query';
import type { ApiClients } from './clients';
import type { Igreja } from './schemas';

/** Where a page is, as its data declaration sees it. */
export interface PageDataArgs {
  /** The route's path parameters (`newsId`, `ebdSlug` …). */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  clients: ApiClients;
  church: Igreja;
}

/**
 * What a page needs from the API: the query options of its data, the same its screen's hooks use.
 * A module puts it next to its lazy route (`handle: { data }`): the server fetches it before it renders
 * the page, and the browser hydrates with it instead of asking again.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the pages' own query types are many */
/** A query a page needs: a plain one, or the first page of an infinite one (`initialPageParam`). */
export type PageQuery = FetchQueryOptions<any, any, any, any> | FetchInfiniteQueryOptions<any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type PageData = (args: PageDataArgs) => PageQuery[] | Promise<PageQuery[]>;

/** Declares a page's data with its types checked. */
export function pageData(declaration: PageData): PageData {
  return declaration;
}
