import { ExpiringLoads } from '@church/api-platform/tenancy/expiring-loads';
import type { EventForSale } from './event-repository';

/** How long a purchase may use an event's ticket types and questions as read: a burst of buyers reads them once. */
const SALE_READ_TTL_MS = 1_000;

/**
 * Events as purchases read them (ticket types, prices, questions, sale settings), kept a second: under
 * a rush every buyer of an event would read the same rows. Nothing it holds decides a sale: the stock
 * and the per-member limits are taken in the database at the moment of the purchase.
 */
export class EventSaleCache extends ExpiringLoads<number, EventForSale | undefined> {
  constructor() {
    super(SALE_READ_TTL_MS, 1_000);
  }
}
