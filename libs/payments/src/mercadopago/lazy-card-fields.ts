import { lazy } from 'react';

/** Mercado Pago's secure card fields, in a chunk of their own: only churches whose cards Mercado Pago takes load them. */
export const LazyMercadoPagoCardFields = lazy(() => import('./mercadopago-card-fields'));
