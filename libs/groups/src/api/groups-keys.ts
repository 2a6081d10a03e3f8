/** Query keys of the groups module, one factory so that every query agrees. */
export const groupsKeys = {
  all: (slug: string) => ['groups', slug] as const,
  list: (slug: string) => [...groupsKeys.all(slug), 'list'] as const,
  /** The member's own groups. */
  mine: (slug: string, accountId: number) => [...groupsKeys.all(slug), 'mine', accountId] as const,
  /** One group as the account (0: a visitor) sees it: its standing is part of the answer. */
  detail: (slug: string, id: number, accountId: number) => [...groupsKeys.all(slug), 'detail', id, accountId] as const,
  meetings: (slug: string, id: number, page: number) => [...groupsKeys.all(slug), 'meetings', id, page] as const,
  meeting: (slug: string, id: number, meetingId: number) => [...groupsKeys.all(slug), 'meeting', id, meetingId] as const,
};

/** Meeting records per page. */
export const MEETINGS_PAGE_SIZE = 10;
