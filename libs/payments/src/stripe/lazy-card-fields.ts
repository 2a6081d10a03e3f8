import { lazy } from 'react';

/** Stripe's card fields, with Stripe's React bindings, in a chunk of their own: only churches whose cards Stripe serves load them. */
export const LazyStripeCardFields = lazy(() => import('./stripe-card-fields'));
