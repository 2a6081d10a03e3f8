/** Query keys of the ministries module, one factory so that every query agrees. */
export const ministryKeys = {
  all: (slug: string) => ['ministries', slug] as const,
  list: (slug: string, page: number) => [...ministryKeys.all(slug), 'list', page] as const,
  detail: (slug: string, id: number) => [...ministryKeys.all(slug), 'detail', id] as const,
  project: (slug: string, ministryId: number, projectId: number) =>
    [...ministryKeys.detail(slug, ministryId), 'project', projectId] as const,
};

export const MINISTRIES_PAGE_SIZE = 10;
