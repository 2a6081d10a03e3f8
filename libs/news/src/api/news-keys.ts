/** Query keys of the news module, one factory so that every query agrees. */
export const newsKeys = {
  all: (slug: string) => ['news', slug] as const,
  list: (slug: string, page: number) => [...newsKeys.all(slug), 'list', page] as const,
  detail: (slug: string, id: number) => [...newsKeys.all(slug), 'detail', id] as const,
};

export const NEWS_PAGE_SIZE = 10;
