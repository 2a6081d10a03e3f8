import type { InscricaoCriada, InscricaoVisitanteCriada, Visitante } from '@church/contracts-events';
import { persistedAtom } from '@church/state';

/** One ticket chosen on the tickets screen: its type, its holder and the answers to the event's questions. */
export interface ChosenTicket {
  idIngresso: number;
  participante: string;
  respostas: { idPergunta: number; resposta: string }[];
}

/**
 * The event checkout of §3: the event, the tickets (by position) and their value, with the key that
 * makes every retry of this purchase the same purchase. Kept in the product's session store, so a
 * reload of the checkout loses nothing.
 */
export interface EventCheckoutState {
  eventId: number;
  tickets: ChosenTicket[];
  /** The tickets' price, in cents (fees come with the method). */
  value: number;
  idempotencyKey: string;
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

/** A new key per purchase attempt (crypto-random, URL-safe). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
