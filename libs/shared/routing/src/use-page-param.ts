import { useCallback } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router';

/** The list page a search names (`?page=2`), 1 when it names none or nonsense. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = Number(params.get('page') ?? '1');
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

/** The search with `page` set to the given page, its other parameters kept; page 1 is the address without `page`. */
function searchWithPage(params: URLSearchParams, page: number): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (page <= 1) updated.delete('page');
  else updated.set('page', String(page));
  return updated;
}

/**
 * The list page in the address (`?page=2`), so that back and forward keep it: the page, a setter that
 * navigates in the client and scrolls to the top, and the address of any page (`/news?page=2`, `/news` for
 * page 1, other search parameters kept) for links that work without JavaScript.
 */
export function usePageParam(): [number, (page: number) => void, (page: number) => string] {
  const [params, setParams] = useSearchParams();
  const page = pageFromSearch(params);
  // The current address without its search, with the router's basename if it has one.
  const path = useHref({ pathname: useLocation().pathname });
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => searchWithPage(current, next));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const hrefFor = useCallback(
    (target: number) => {
      const search = searchWithPage(params, target).toString();
      return search ? `${path}?${search}` : path;
    },
    [params, path],
  );
  return [page, setPage, hrefFor];
}
