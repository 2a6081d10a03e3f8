/** Query keys of the events module, one factory so that every query agrees. */
export const eventsKeys = {
  all: (slug: string) => ['events', slug] as const,
  list: (slug: string, page: number, limit: number) => [...eventsKeys.all(slug), 'list', page, limit] as const,
  detail: (slug: string, id: number) => [...eventsKeys.all(slug), 'detail', id] as const,
};

export const EVENTS_PAGE_SIZE = 12;

/** How many events the church home shows. */
export const HOME_EVENTS = 3;
