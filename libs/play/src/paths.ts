import { routePath } from '@church/routing';

/** The subscription video area's addresses (§2 "Subscription video area (/play)"). */
export const playPaths = {
  home: routePath('/play'),
  plans: routePath('/play/plans'),
  video: routePath('/play/video/:id', (id: number) => `/play/video/${id}`),
  collection: routePath('/play/collection/:id', (id: number) => `/play/collection/${id}`),
  /** The player (login required). */
  watch: routePath('/play/watch/:id', (id: number) => `/play/watch/${id}`),
  /** `q`: the words to find. */
  search: routePath('/play/search', (q?: string) => (q ? `/play/search?${new URLSearchParams({ q }).toString()}` : '/play/search')),
  /** Subscribing to a plan (login required). */
  checkout: routePath('/play/checkout/:planId', (planId: number) => `/play/checkout/${planId}`),
  /** The member's subscriptions, in the member area (§2 "User area"). */
  subscriptions: routePath('/user/subscriptions'),
};
