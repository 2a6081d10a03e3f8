/** Query keys of the reading plans module, one factory so that every query agrees. */
export const readingPlansKeys = {
  all: ['reading-plans'] as const,
  plans: (slug: string, page: number) => [...readingPlansKeys.all, 'plans', slug, page] as const,
  plan: (slug: string, uuid: string) => [...readingPlansKeys.all, 'plan', slug, uuid] as const,
  /** The member's progress: every list and item of it, for invalidation. */
  mine: (member: number, igreja: number) => [...readingPlansKeys.all, 'mine', member, igreja] as const,
  myList: (member: number, igreja: number) => [...readingPlansKeys.mine(member, igreja), 'list'] as const,
  myPlan: (member: number, igreja: number, uuid: string) => [...readingPlansKeys.mine(member, igreja), 'item', uuid] as const,
};

/** Plans a page of Discover shows. */
export const READING_PLANS_PAGE_SIZE = 10;
