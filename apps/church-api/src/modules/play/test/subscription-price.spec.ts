import { describe, expect, it } from 'vitest';
import { periodCharge } from '../subscription-price';

const plan = { valor: 999, taxa: 100, taxaAdesao: 500 };

describe('a period’s charge', () => {
  it('adds the fee every period and the hiring fee to the first paid one only', () => {
    expect(periodCharge(plan, null, 1)).toEqual({ valor: 999, desconto: 0, taxa: 100, taxaAdesao: 500, total: 1599 });
    expect(periodCharge(plan, null, 2)).toEqual({ valor: 999, desconto: 0, taxa: 100, taxaAdesao: 0, total: 1099 });
  });

  it('takes the coupon’s percentage off the price for its periods, the half cent in the member’s favour', () => {
    const coupon = { percentual: 50, periodos: 2 };
    expect(periodCharge(plan, coupon, 1)).toMatchObject({ desconto: 500, total: 499 + 100 + 500 });
    expect(periodCharge(plan, coupon, 2)).toMatchObject({ desconto: 500, total: 599 });
    expect(periodCharge(plan, coupon, 3)).toMatchObject({ desconto: 0, total: 1099 });
  });

  it('leaves only the fees under a coupon of 100 %', () => {
    expect(periodCharge(plan, { percentual: 100, periodos: 1 }, 1)).toMatchObject({ desconto: 999, total: 600 });
  });
});
