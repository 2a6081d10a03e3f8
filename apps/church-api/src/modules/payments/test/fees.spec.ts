import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeeRule, feeRule, grossUp, MAXIMUM_CHARGE, priceWithFees, serviceFee } from '../fees';
import type { PaymentMethod } from '../payment-method';

/** What the church receives of a charge of `total` once the provider takes its fee. */
const netOf = (rule: FeeRule, total: number) => total - serviceFee(rule, total);

const STRIPE_BR_CARD = feeRule({ provider: 'stripe', method: 'CARTAO_CREDITO', currency: 'BRL' });
const STRIPE_US_CARD = feeRule({ provider: 'stripe', method: 'CARTAO_CREDITO', currency: 'USD' });
const STRIPE_ACH = feeRule({ provider: 'stripe', method: 'ACH', currency: 'USD' });
const MP_PIX = feeRule({ provider: 'mercadopago', method: 'PIX', currency: 'BRL' });
const MP_BOLETO = feeRule({ provider: 'mercadopago', method: 'BOLETO', currency: 'BRL' });

describe('the fee table', () => {
  it('holds each provider’s prices by currency and method', () => {
    const rule = (provider: string, method: PaymentMethod, currency: string) => feeRule({ provider, method, currency });
    expect(rule('stripe', 'CARTAO_CREDITO', 'BRL')).toEqual({ basisPoints: 399, fixed: 39 });
    expect(rule('stripe', 'PIX', 'BRL')).toEqual({ basisPoints: 119, fixed: 0 });
    expect(rule('stripe', 'BOLETO', 'brl')).toEqual({ basisPoints: 0, fixed: 345 });
    expect(rule('stripe', 'CARTAO_CREDITO', 'USD')).toEqual({ basisPoints: 290, fixed: 30 });
    expect(rule('stripe', 'ACH', 'USD')).toEqual({ basisPoints: 80, fixed: 0, cap: 500 });
    expect(rule('mercadopago', 'CARTAO_CREDITO', 'BRL')).toEqual({ basisPoints: 498, fixed: 0 });
    expect(rule('mercadopago', 'PIX', 'BRL')).toEqual({ basisPoints: 99, fixed: 0 });
    expect(rule('mercadopago', 'BOLETO', 'BRL')).toEqual({ basisPoints: 0, fixed: 349 });
    // The sandbox's list is the same in every currency.
    expect(rule('sandbox', 'CARTAO_CREDITO', 'EUR')).toEqual(rule('sandbox', 'CARTAO_CREDITO', 'BRL'));
    expect(rule('sandbox', 'CARTEIRA_DIGITAL', 'USD')).toEqual({ basisPoints: 290, fixed: 30 });
  });

  it('falls back on the sandbox’s list where a provider has no price, and charges nothing for cash and free registrations', () => {
    const sandboxCard = feeRule({ provider: 'sandbox', method: 'CARTAO_CREDITO', currency: 'EUR' });
    expect(feeRule({ provider: 'stripe', method: 'CARTAO_CREDITO', currency: 'EUR' })).toEqual(sandboxCard);
    expect(feeRule({ provider: 'someone-new', method: 'CARTAO_CREDITO', currency: 'USD' })).toEqual(sandboxCard);
    for (const provider of ['sandbox', 'stripe', 'mercadopago']) {
      expect(feeRule({ provider, method: 'DINHEIRO', currency: 'BRL' })).toEqual({ basisPoints: 0, fixed: 0 });
      expect(feeRule({ provider, method: 'GRATUITO', currency: 'USD' })).toEqual({ basisPoints: 0, fixed: 0 });
    }
  });
});

describe('serviceFee', () => {
  it('takes the share rounded half up, then the cap, plus the fixed part; nothing on nothing', () => {
    expect(serviceFee(STRIPE_US_CARD, 10_000)).toBe(320);
    expect(serviceFee(STRIPE_BR_CARD, 10_000)).toBe(438);
    // 0.8% of 6 250 is 50 exactly, of 6 187 is 49.496, of 6 188 is 49.504.
    expect(serviceFee(STRIPE_ACH, 6_187)).toBe(49);
    expect(serviceFee(STRIPE_ACH, 6_188)).toBe(50);
    // Half a cent goes up: 0.99% of 50 is 0.495, of 150 is 1.485.
    expect(serviceFee(MP_PIX, 50)).toBe(0);
    expect(serviceFee(MP_PIX, 51)).toBe(1);
    expect(serviceFee({ basisPoints: 100, fixed: 0 }, 50)).toBe(1);
    expect(serviceFee({ basisPoints: 100, fixed: 0 }, 49)).toBe(0);
    // ACH's share stops at $5.00 from $625.00 on.
    expect(serviceFee(STRIPE_ACH, 62_500)).toBe(500);
    expect(serviceFee(STRIPE_ACH, 10_000_000)).toBe(500);
    expect(serviceFee(MP_BOLETO, 1)).toBe(349);
    expect(serviceFee(STRIPE_BR_CARD, 0)).toBe(0);
    expect(serviceFee(MP_BOLETO, 0)).toBe(0);
  });
});

describe('grossUp', () => {
  it('is ⌈(amount + fixed) / (1 − rate)⌉, and nothing on nothing', () => {
    // (10 000 + 39) / 0.9601 = 10 456.2…
    expect(grossUp(STRIPE_BR_CARD, 10_000)).toBe(10_457);
    // (10 000 + 30) / 0.971 = 10 329.55…
    expect(grossUp(STRIPE_US_CARD, 10_000)).toBe(10_330);
    expect(grossUp(STRIPE_BR_CARD, 0)).toBe(0);
    expect(grossUp(MP_PIX, -5)).toBe(0);
  });

  it('adds exactly the fixed part for a fixed-only method, and divides exactly for a rate-only one', () => {
    expect(grossUp(MP_BOLETO, 1)).toBe(350);
    expect(grossUp(MP_BOLETO, 12_345)).toBe(12_694);
    // 9 901 / 0.9901 = 10 000 exactly: no cent more.
    expect(grossUp(MP_PIX, 9_901)).toBe(10_000);
    expect(grossUp(MP_PIX, 9_902)).toBe(10_002);
    expect(netOf(MP_PIX, 10_000)).toBe(9_901);
  });

  it('covers the smallest amount: one cent', () => {
    // (1 + 39) / 0.9601 = 41.66…: 42, whose fee (1.67 → 2, + 39) leaves the church its cent.
    expect(grossUp(STRIPE_BR_CARD, 1)).toBe(42);
    expect(netOf(STRIPE_BR_CARD, 42)).toBe(1);
    expect(grossUp(MP_PIX, 1)).toBe(2);
    expect(netOf(MP_PIX, 2)).toBe(2);
  });

  it('covers the largest amount one payment carries, and the sum of twenty of them, without losing a cent', () => {
    const total = grossUp(STRIPE_BR_CARD, MAXIMUM_CHARGE);
    // (100 000 000 + 39) / 0.9601 = 104 155 857.6…
    expect(total).toBe(104_155_858);
    expect(total).toBeGreaterThan(MAXIMUM_CHARGE);
    expect(netOf(STRIPE_BR_CARD, total) - MAXIMUM_CHARGE).toBeGreaterThanOrEqual(0);
    const twenty = 20 * MAXIMUM_CHARGE;
    expect(netOf(STRIPE_BR_CARD, grossUp(STRIPE_BR_CARD, twenty)) - twenty).toBeGreaterThanOrEqual(0);
  });

  it('adds the cap, not the rate, once the capped share is less', () => {
    // $625.00 and more: the fee is $5.00, so $5.00 is added.
    expect(grossUp(STRIPE_ACH, 70_000)).toBe(70_500);
    expect(netOf(STRIPE_ACH, 70_500)).toBe(70_000);
    // Below: 0.8% grossed up. 62 000 / 0.992 = 62 500 exactly, its fee is the cap itself.
    expect(grossUp(STRIPE_ACH, 62_000)).toBe(62_500);
    expect(grossUp(STRIPE_ACH, 10_000)).toBe(10_081);
    expect(netOf(STRIPE_ACH, 10_081)).toBe(10_000);
  });

  it('on both sides of a rounding boundary: whole when the division is exact, a cent up when it is not, whatever the provider’s rounding', () => {
    // With 1%, 9 900 grosses up to exactly 10 000 (fee 100); 9 901 to ⌈10 001.01…⌉ = 10 002.
    const onePercent: FeeRule = { basisPoints: 100, fixed: 0 };
    expect(grossUp(onePercent, 9_900)).toBe(10_000);
    expect(netOf(onePercent, 10_000)).toBe(9_900);
    expect(grossUp(onePercent, 9_901)).toBe(10_002);
    expect(netOf(onePercent, 10_002)).toBe(9_902);
    // 10 001 would do with a fee rounded half up (100.01 → 100), not with one rounded up (101): the cent more is the rounding step.
    expect(netOf(onePercent, 10_001)).toBe(9_901);
    expect(10_001 - Math.ceil((10_001 * 100) / 10_000)).toBe(9_900);
  });

  it('refuses a rate the total could never cover', () => {
    expect(() => grossUp({ basisPoints: 10_000, fixed: 0 }, 100)).toThrow(RangeError);
  });

  it('leaves the church at least the amount and at most a cent more, for any amount and any rule (fast-check)', () => {
    const rules = fc.record(
      {
        basisPoints: fc.integer({ min: 0, max: 2_000 }),
        fixed: fc.integer({ min: 0, max: 1_000 }),
        cap: fc.integer({ min: 1, max: 5_000 }),
      },
      { requiredKeys: ['basisPoints', 'fixed'] },
    );
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: 20 * MAXIMUM_CHARGE }), (rule, amount) => {
        const total = grossUp(rule, amount);
        const net = netOf(rule, total);
        expect(net).toBeGreaterThanOrEqual(amount);
        // Less than one cent of rounding up plus half a cent of the fee's rounding: at most a whole cent.
        expect(net - amount).toBeLessThan(1 + 0.5);
        // And the exact fee, however the provider rounds it, fits in what was added.
        expect(Math.min((total * rule.basisPoints) / 10_000, rule.cap ?? Number.POSITIVE_INFINITY) + rule.fixed).toBeLessThanOrEqual(total - amount);
      }),
      { numRuns: 2_000 },
    );
  });

  it('does the same with the real table', () => {
    const methods: PaymentMethod[] = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH', 'CARTEIRA_DIGITAL'];
    const table = fc.record({ provider: fc.constantFrom('sandbox', 'stripe', 'mercadopago'), method: fc.constantFrom(...methods), currency: fc.constantFrom('BRL', 'USD', 'EUR') });
    fc.assert(
      fc.property(table, fc.integer({ min: 0, max: MAXIMUM_CHARGE }), (schedule, amount) => {
        const rule = feeRule(schedule);
        const net = netOf(rule, grossUp(rule, amount));
        expect(net - amount).toBeGreaterThanOrEqual(0);
        expect(net - amount).toBeLessThanOrEqual(1);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('priceWithFees', () => {
  it('charges the amount and leaves the fee to the church, or grosses the total up and names the part that pays the fee', () => {
    expect(priceWithFees(STRIPE_US_CARD, 10_000, false)).toEqual({ valor: 10_000, taxa: 320, total: 10_000 });
    expect(priceWithFees(STRIPE_US_CARD, 10_000, true)).toEqual({ valor: 10_000, taxa: 330, total: 10_330 });
    // Adding the fee on the amount (10 000 + 320) would leave the church 10 320 − 329 = 9 991: short.
    expect(netOf(STRIPE_US_CARD, 10_320)).toBe(9_991);
    expect(priceWithFees(MP_BOLETO, 0, true)).toEqual({ valor: 0, taxa: 0, total: 0 });
  });
});
