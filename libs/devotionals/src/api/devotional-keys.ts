/** Query keys of the devotionals module, one factory so that every query agrees. */
export const devotionalKeys = {
  all: (slug: string) => ['devotionals', slug] as const,
  list: (slug: string, page: number) => [...devotionalKeys.all(slug), 'list', page] as const,
  detail: (slug: string, id: number) => [...devotionalKeys.all(slug), 'detail', id] as const,
};

export const DEVOTIONALS_PAGE_SIZE = 10;
