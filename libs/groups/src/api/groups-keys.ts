/** Query keys of the groups module, one factory so that every query agrees. */
export const groupsKeys = {
  all: (slug: string) => ['groups', slug] as const,
  /** The church's groups as the account (0: a visitor) sees them: how exact their addresses are depends on who reads. */
  list: (slug: string, accountId: number) => [...groupsKeys.all(slug), 'list', accountId] as const,
  /** The member's own groups. */
  mine: (slug: string, accountId: number) => [...groupsKeys.all(slug), 'mine', accountId] as const,
  /** One group as the account (0: a visitor) sees it: its standing is part of the answer. */
  detail: (slug: string, id: number, accountId: number) => [...groupsKeys.all(slug), 'detail', id, accountId] as const,
  meetings: (slug: string, id: number, page: number) => [...groupsKeys.all(slug), 'meetings', id, page] as const,
  meeting: (slug: string, id: number, meetingId: number) => [...groupsKeys.all(slug), 'meeting', id, meetingId] as const,
};

/** Meeting records per page. */
export const MEETINGS_PAGE_SIZE = 10;

/**
 * What a query of one account's copy shows while it loads: the visitor's copy (account 0) that was on
 * screen, never another account's (whose exact addresses and standing are theirs, as after signing out).
 */
export function visitorsCopyMeanwhile<T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined {
  return previousQuery?.queryKey.at(-1) === 0 ? previous : undefined;
}
