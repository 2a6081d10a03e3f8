/** Query keys of the prayer module, one factory so that every query agrees. */
export const prayerKeys = {
  all: (slug: string) => ['prayer', slug] as const,
  motives: (slug: string) => [...prayerKeys.all(slug), 'motives'] as const,
  wall: (slug: string, page: number, limit: number) => [...prayerKeys.all(slug), 'wall', page, limit] as const,
  /** A request as `viewerId` reads it (0: a visitor, as the server renders it). */
  request: (slug: string, id: number, viewerId: number) => [...prayerKeys.all(slug), 'request', id, viewerId] as const,
  requests: (slug: string, id: number) => [...prayerKeys.all(slug), 'request', id] as const,
  mine: (slug: string, viewerId: number, page: number) => [...prayerKeys.all(slug), 'mine', viewerId, page] as const,
};

/** Requests per page of the wall and of the member's list. */
export const PRAYER_PAGE_SIZE = 10;
/** Requests the church home shows. */
export const HOME_SECTION_SIZE = 3;
/** The longest message on a request, and the longest request (the contract's limits). */
export const MESSAGE_MAX_LENGTH = 1000;
export const REQUEST_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 100;
/** The largest picture the server takes. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
