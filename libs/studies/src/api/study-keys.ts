/** Query keys of the studies module, one factory so that every query agrees. */
export const studyKeys = {
  all: (slug: string) => ['studies', slug] as const,
  configuration: (slug: string) => [...studyKeys.all(slug), 'configuration'] as const,
  list: (slug: string, page: number) => [...studyKeys.all(slug), 'list', page] as const,
  detail: (slug: string, id: number) => [...studyKeys.all(slug), 'detail', id] as const,
};

export const STUDIES_PAGE_SIZE = 10;
