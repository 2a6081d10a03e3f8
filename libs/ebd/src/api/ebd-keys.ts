/** Query keys of the Sunday-school module, one factory so that every query agrees. */
export const ebdKeys = {
  all: (slug: string) => ['ebd', slug] as const,
  list: (slug: string, page: number) => [...ebdKeys.all(slug), 'list', page] as const,
  detail: (slug: string, ebdSlug: string) => [...ebdKeys.all(slug), 'detail', ebdSlug] as const,
};

export const EBD_PAGE_SIZE = 10;
