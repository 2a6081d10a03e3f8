import { routePath } from '@church/routing';

/** Where the screens live: the site's own area, or the same screens in the EMBED layout. */
export type PlansBase = '/reading-plans' | '/embed/reading-plans';

export type PlansTab = 'discover' | 'mine';

/** What the plan's address may carry (§2): the member's progress in it, and its name and description to show at once. */
export interface PlanQuery {
  subscriptionUuid?: string;
  planName?: string;
  description?: string;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The reading plans' addresses under a base (§2: the same four under /embed/reading-plans). */
export function plansPaths(base: PlansBase) {
  return {
    list: routePath<[tab?: PlansTab, page?: number]>(base, (tab = 'discover', page = 1) =>
      withQuery(base, { tab: tab === 'mine' ? 'mine' : undefined, page: page > 1 ? String(page) : undefined }),
    ),
    plan: routePath<[planUuid: string, query?: PlanQuery]>(`${base}/:planUUID`, (planUuid, query = {}) => withQuery(`${base}/${encodeURIComponent(planUuid)}`, { ...query })),
    delete: routePath<[planUuid: string, query?: PlanQuery]>(`${base}/:planUUID/delete`, (planUuid, query = {}) =>
      withQuery(`${base}/${encodeURIComponent(planUuid)}/delete`, { ...query }),
    ),
    deleted: routePath<[planUuid: string, planName?: string]>(`${base}/:planUUID/delete/confirm`, (planUuid, planName) =>
      withQuery(`${base}/${encodeURIComponent(planUuid)}/delete/confirm`, { planName }),
    ),
  };
}

export const readingPlansPaths = plansPaths('/reading-plans');
export const embedReadingPlansPaths = plansPaths('/embed/reading-plans');

/** A plan's reading in the Bible reader (`/bible?book=John&chapter=3`), in the church's translation. */
export function bibleHref(book: string, chapter: number): string {
  return `/bible?${new URLSearchParams({ book, chapter: String(chapter) }).toString()}`;
}

/** §5: a route's plan UUID as the API takes it, or null when it could be none (not found without asking). */
export function parsePlanUuid(raw: string | undefined): string | null {
  return raw && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw) ? raw.toLowerCase() : null;
}
