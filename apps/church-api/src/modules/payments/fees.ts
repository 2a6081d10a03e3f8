import type { PaymentMethod } from './payment-method';

/**
 * A method's service fee with one provider in one currency: a share of the amount charged (in basis
 * points, 1/100 of a percent), capped at `cap` minor units when the provider caps it, plus a fixed
 * part in minor units (cents, centavos).
 */
export interface FeeRule {
  basisPoints: number;
  fixed: number;
  cap?: number;
}

/** Whose price list a payment's fee follows: the provider that charges it, in the church's currency. */
export interface FeeSchedule {
  /** The provider's gateway name (`sandbox`, `stripe`, `mercadopago`). */
  provider: string;
  method: PaymentMethod;
  /** ISO 4217, as the church is paid (`igreja.moeda`). */
  currency: string;
}

/** The largest amount one payment carries, in minor units (the contract's `Centavos` maximum). */
export const MAXIMUM_CHARGE = 100_000_000;

/** Nothing to pay, nothing taken (cash is paid at the church, free registrations cost nothing). */
const NO_FEE: FeeRule = { basisPoints: 0, fixed: 0 };

/** Any currency: a provider's rules that do not depend on it. */
const ANY = '*';

type PriceList = Record<string, Partial<Record<PaymentMethod, FeeRule>>>;

/**
 * Each provider's price list, by currency and method. Prices change: the lists below are the providers'
 * published standard prices as read on 2026-11-27; a church with negotiated prices is not covered yet.
 * A method a provider's list lacks in the church's currency follows the sandbox's list (an estimate).
 */
const PRICE_LISTS: Record<string, PriceList> = {
  /** The sandbox gateway's own list, close to real providers' (the demo's and the tests' fees). */
  sandbox: {
    [ANY]: {
      CARTAO_CREDITO: { basisPoints: 399, fixed: 39 },
      CARTEIRA_DIGITAL: { basisPoints: 290, fixed: 30 },
      PIX: { basisPoints: 99, fixed: 0 },
      BOLETO: { basisPoints: 0, fixed: 349 },
      ACH: { basisPoints: 80, fixed: 0 },
    },
  },
  /**
   * Stripe's published standard prices (stripe.com/br/pricing and stripe.com/pricing, read 2026-11-27):
   * Brazil, domestic cards 3.99% + R$ 0,39, Pix 1.19%, boleto R$ 3,45 per paid slip; United States,
   * domestic cards 2.9% + 30¢, ACH Direct Debit 0.8% capped at $5.00. International cards and currency
   * conversion cost more (+1.5% and +1% in the US) and are not counted.
   */
  stripe: {
    BRL: {
      CARTAO_CREDITO: { basisPoints: 399, fixed: 39 },
      PIX: { basisPoints: 119, fixed: 0 },
      BOLETO: { basisPoints: 0, fixed: 345 },
    },
    USD: {
      CARTAO_CREDITO: { basisPoints: 290, fixed: 30 },
      ACH: { basisPoints: 80, fixed: 0, cap: 500 },
    },
  },
  /**
   * Mercado Pago's prices for online sales in Brazil: TO BE CONFIRMED against its own page
   * (mercadopago.com.br/ajuda, "Custos para receber pagamentos", and the seller's panel, where a
   * negotiated price shows) before a church relies on them. Pix 0.99%: as that help page
   * (mercadopago.com.br/ajuda/custo-receber-pagamentos_220) was quoted in the Central Bank's Pix API
   * discussion github.com/bacen/pix-api/discussions/266; not re-read from Mercado Pago itself.
   * Boleto R$ 3,49 per paid slip and card 4.98% (money released at once) are unverified figures, and
   * were not found on a page of Mercado Pago's own from here either (2026-11-27).
   */
  mercadopago: {
    BRL: {
      CARTAO_CREDITO: { basisPoints: 498, fixed: 0 },
      PIX: { basisPoints: 99, fixed: 0 },
      BOLETO: { basisPoints: 0, fixed: 349 },
    },
  },
};

/** The providers whose prices are known. */
export const FEE_PROVIDERS: readonly string[] = Object.keys(PRICE_LISTS);

/** The fee rule of a method with a provider in a currency (the sandbox's list where the provider's has none). */
export function feeRule({ provider, method, currency }: FeeSchedule): FeeRule {
  if (method === 'DINHEIRO' || method === 'GRATUITO') return NO_FEE;
  const list = PRICE_LISTS[provider] ?? PRICE_LISTS.sandbox;
  const code = currency.toUpperCase();
  return list?.[code]?.[method] ?? list?.[ANY]?.[method] ?? PRICE_LISTS.sandbox?.[ANY]?.[method] ?? NO_FEE;
}

/** `numerator / denominator` rounded up, on whole numbers (both positive, their product well inside 2^53). */
function ceilDiv(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return quotient * denominator < numerator ? quotient + 1 : quotient;
}

/** The fee the provider takes from a charge of `amount` minor units: the share rounded half up (then capped), plus the fixed part; nothing on nothing. */
export function serviceFee(rule: FeeRule, amount: number): number {
  if (amount <= 0) return 0;
  const share = Math.floor((amount * rule.basisPoints + 5_000) / 10_000);
  return Math.min(share, rule.cap ?? Number.POSITIVE_INFINITY) + rule.fixed;
}

/**
 * What to charge so that the church receives `amount` once the provider's fee on the charge is taken:
 * total = ⌈(amount + fixed) / (1 − rate)⌉, or amount + fixed + cap where the provider caps its share and
 * that is less. The exact fee on that total is at most total − amount, so the church's net is at least
 * `amount` however the provider rounds its fee, and at most one cent more (the rounding up). Nothing on nothing.
 */
export function grossUp(rule: FeeRule, amount: number): number {
  if (amount <= 0) return 0;
  if (rule.basisPoints >= 10_000) throw new RangeError('A fee of 100% or more cannot be covered.');
  const uncapped = ceilDiv((amount + rule.fixed) * 10_000, 10_000 - rule.basisPoints);
  return rule.cap === undefined ? uncapped : Math.min(uncapped, amount + rule.fixed + rule.cap);
}

/** What a payment of `valor` costs and carries: its fee, and the total the payer pays. */
export interface PriceWithFees {
  valor: number;
  /** The fee: what the provider takes from `valor` when the church takes it; the part of the total that pays it when the payer does. */
  taxa: number;
  total: number;
}

/**
 * The one place a payment's fee is priced. When the payer covers the fee (a donor's `flagUsuarioTaxa`,
 * an event whose church does not take its fees), the total is grossed up so that the church still
 * receives `valor` (the fee is taken on the whole total, not on `valor`); otherwise the payer pays
 * `valor` and the church bears its fee.
 */
export function priceWithFees(rule: FeeRule, valor: number, payerCoversFees: boolean): PriceWithFees {
  if (!payerCoversFees) return { valor, taxa: serviceFee(rule, valor), total: valor };
  const total = grossUp(rule, valor);
  return { valor, taxa: total - valor, total };
}
