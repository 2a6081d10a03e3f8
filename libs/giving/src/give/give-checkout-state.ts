import type { DoacaoCriada } from '@church/contracts-giving';
import { persistedAtom } from '@church/state';

/**
 * §3 "Give checkout": the reasons with an amount each (in cents), whether the donor covers the fee,
 * whether the card is saved, whether the gift may recur and every how many days, and the total. Kept
 * in the product's session store, so a reload loses nothing; `recurring` is the donor's choice.
 */
export interface GiveCheckout {
  motivos: { idMotivo: number; valor: number }[];
  flagUsuarioTaxa: boolean;
  salvarCartao: boolean;
  allowRecurrency: boolean;
  recurring: boolean;
  recorrenciaDias: number;
  total: number;
  idempotencyKey: string;
}

/** §4: a reset restores the defaults and a total of 0. */
export function defaultGiveCheckout(): GiveCheckout {
  return { motivos: [], flagUsuarioTaxa: false, salvarCartao: true, allowRecurrency: true, recurring: false, recorrenciaDias: 30, total: 0, idempotencyKey: newGiftKey() };
}

/** §4 "Giving": recurrence is allowed for one reason only, and only one the church authorises. */
export function recurrenceAllowed(motivos: GiveCheckout['motivos'], reasons: { id: number; flagPermiteRecorrencia: boolean }[]): boolean {
  const [only, ...others] = motivos;
  return only !== undefined && others.length === 0 && reasons.some((reason) => reason.id === only.idMotivo && reason.flagPermiteRecorrencia);
}

export const giveCheckoutAtom = persistedAtom<GiveCheckout>('giveCheckout', defaultGiveCheckout(), 'giveCheckoutAtom');

/** The last gift's answer, for the thank-you screen. */
export const lastGiftAtom = persistedAtom<DoacaoCriada | null>('lastGift', null, 'lastGiftAtom');

/** A new key per attempt to give (crypto-random). */
export function newGiftKey(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
