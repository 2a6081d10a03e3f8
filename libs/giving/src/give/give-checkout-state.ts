import type { DoacaoCriada, DoacaoInput } from '@church/contracts-giving';
import type { PaymentAttempt } from '@church/payments';
import { persistedAtom } from '@church/state';

/** One attempt to give: its Idempotency-Key and the exact gift sent with it, the card's token included. */
export type GiftAttempt = PaymentAttempt<DoacaoInput>;

/**
 * §3 "Give checkout": the reasons with an amount each (in cents), whether the donor covers the fee,
 * whether the card is saved, whether the gift may recur and every how many days, the total, and the
 * attempt whose outcome is not known yet. Kept in the product's session store, so a reload loses
 * nothing and sends the very same attempt again; `recurring` is the donor's choice.
 */
export interface GiveCheckout {
  motivos: { idMotivo: number; valor: number }[];
  flagUsuarioTaxa: boolean;
  salvarCartao: boolean;
  allowRecurrency: boolean;
  recurring: boolean;
  recorrenciaDias: number;
  total: number;
  /**
   * The gift sent and not answered yet (its answer lost, or "not now"): kept from the moment before it
   * is first sent until its outcome is known, and sent again unchanged, so that giving again never
   * gives twice. Null when none is open: the next press makes a new attempt.
   */
  attempt?: GiftAttempt | null;
}

/** §4: a reset restores the defaults and a total of 0. */
export function defaultGiveCheckout(): GiveCheckout {
  return { motivos: [], flagUsuarioTaxa: false, salvarCartao: true, allowRecurrency: true, recurring: false, recorrenciaDias: 30, total: 0, attempt: null };
}

/** §4 "Giving": recurrence is allowed for one reason only, and only one the church authorises. */
export function recurrenceAllowed(motivos: GiveCheckout['motivos'], reasons: { id: number; flagPermiteRecorrencia: boolean }[]): boolean {
  const [only, ...others] = motivos;
  return only !== undefined && others.length === 0 && reasons.some((reason) => reason.id === only.idMotivo && reason.flagPermiteRecorrencia);
}

export const giveCheckoutAtom = persistedAtom<GiveCheckout>('giveCheckout', defaultGiveCheckout(), 'giveCheckoutAtom');

/** The last gift's answer, for the thank-you screen. */
export const lastGiftAtom = persistedAtom<DoacaoCriada | null>('lastGift', null, 'lastGiftAtom');

/** The methods a recurring donation may be paid by: a card charged each period, or a new Pix each period (where the church takes Pix). */
export const RECURRING_METHODS = ['CARTAO_CREDITO', 'PIX'] as const;

export function isRecurringMethod(method: string | null | undefined): method is (typeof RECURRING_METHODS)[number] {
  return RECURRING_METHODS.some((candidate) => candidate === method);
}
