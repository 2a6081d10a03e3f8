/** One page of a list the server pages: `page` from 1 and `limit` items (the contract bounds both). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The contract's defaults apply when the query leaves them out: the first page, of `defaultLimit` items. */
export function pageOf(query: { page?: number; limit?: number }, defaultLimit = 10): PageRequest {
  return { page: query.page ?? 1, limit: query.limit ?? defaultLimit };
}

export function offsetOf({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/** What every paged list answers beside its items. */
export interface Paged<Item> {
  items: Item[];
  total: number;
}
