import type { InscricaoCriada, InscricaoInput, InscricaoVisitanteCriada, InscricaoVisitanteInput, Visitante } from '@church/contracts-events';
import type { PaymentAttempt } from '@church/payments';
import { persistedAtom } from '@church/state';

/** One ticket chosen on the tickets screen: its type, its holder and the answers to the event's questions. */
export interface ChosenTicket {
  idIngresso: number;
  participante: string;
  respostas: { idPergunta: number; resposta: string }[];
}

/** A purchase as it is sent: a member's, or a visitor's (with their data) without an account. */
export type PurchaseRequest = { eventId: number } & ({ buyer: 'member'; body: InscricaoInput } | { buyer: 'visitor'; body: InscricaoVisitanteInput });

/** One purchase attempt: its Idempotency-Key and the exact request sent with it, the card's token included. */
export type PurchaseAttempt = PaymentAttempt<PurchaseRequest>;

/**
 * The event checkout of §3: the event, the tickets (by position) and their value, and the purchase
 * attempt whose outcome is not known yet. Kept in the product's session store, so a reload of the
 * checkout loses nothing, and sends the very same attempt again.
 */
export interface EventCheckoutState {
  eventId: number;
  tickets: ChosenTicket[];
  /** The tickets' price, in cents (fees come with the method). */
  value: number;
  /**
   * The attempt sent and not answered yet (its answer lost, or "not now"): kept from the moment
   * before it is first sent until its outcome is known, and sent again unchanged, so that pressing Pay
   * again never buys twice. Null when no attempt is open: the next press makes a new one.
   */
  attempt?: PurchaseAttempt | null;
  /** A visitor's own data, when they buy without an account (§3: the checkout is then "unregistered"). */
  unregisteredUserData?: Visitante;
}

/** §3: a checkout is unregistered when nobody is signed in and the visitor's data exists. */
export function isUnregisteredCheckout(checkout: EventCheckoutState, signedIn: boolean): boolean {
  return !signedIn && checkout.unregisteredUserData !== undefined;
}

export const eventCheckoutAtom = persistedAtom<EventCheckoutState | null>('eventCheckout', null, 'eventCheckoutAtom');

/** The last purchase's answer, for the thank-you screen (a visitor's carries the order's access key). */
export const lastPurchaseAtom = persistedAtom<InscricaoCriada | InscricaoVisitanteCriada | null>('lastPurchase', null, 'lastPurchaseAtom');
