import type { PaymentMethod } from './payment-method';

/** A method's service fee: a share of the amount (in basis points) plus a fixed part, in cents. */
interface FeeRule {
  basisPoints: number;
  fixed: number;
}

/** What each method costs the church (the sandbox gateway's price list, close to real providers'). */
const FEES: Record<PaymentMethod, FeeRule> = {
  CARTAO_CREDITO: { basisPoints: 399, fixed: 39 },
  CARTEIRA_DIGITAL: { basisPoints: 290, fixed: 30 },
  PIX: { basisPoints: 99, fixed: 0 },
  BOLETO: { basisPoints: 0, fixed: 349 },
  ACH: { basisPoints: 80, fixed: 0 },
  DINHEIRO: { basisPoints: 0, fixed: 0 },
  GRATUITO: { basisPoints: 0, fixed: 0 },
};

/** The service fee of paying `amount` cents by `method`, rounded half up to the cent; nothing on nothing. */
export function serviceFee(method: PaymentMethod, amount: number): number {
  if (amount <= 0) return 0;
  const rule = FEES[method];
  return Math.round((amount * rule.basisPoints) / 10_000) + rule.fixed;
}

/** What the buyer pays: the amount, plus the fee unless the church takes it on itself. */
export function buyerTotal(amount: number, fee: number, churchTakesFees: boolean): number {
  return churchTakesFees ? amount : amount + fee;
}
