/** Query keys of the publications module, one factory so that every query agrees. */
export const publicationKeys = {
  all: (slug: string) => ['publications', slug] as const,
  types: (slug: string, page: number) => [...publicationKeys.all(slug), 'types', page] as const,
  list: (slug: string, type: string | null, page: number) => [...publicationKeys.all(slug), 'list', type, page] as const,
  detail: (slug: string, publicationSlug: string) => [...publicationKeys.all(slug), 'detail', publicationSlug] as const,
};

export const PUBLICATIONS_PAGE_SIZE = 10;
