/** Query keys of the live module, one factory so that every query agrees. */
export const liveKeys = {
  all: (slug: string) => ['live', slug] as const,
  current: (slug: string) => [...liveKeys.all(slug), 'current'] as const,
  upcoming: (slug: string) => [...liveKeys.all(slug), 'upcoming'] as const,
  broadcast: (slug: string, id: number) => [...liveKeys.all(slug), 'broadcast', id] as const,
};

/** How many upcoming broadcasts the page lists. */
export const UPCOMING_BROADCASTS = 3;

/** How often the page asks again what is on (a broadcast starts or ends while it is open). */
export const LIVE_REFRESH_MS = 60_000;
