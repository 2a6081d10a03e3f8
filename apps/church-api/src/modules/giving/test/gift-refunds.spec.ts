import { describe, expect, it } from 'vitest';
import { coveredFeeNetOfRefund, netOfRefund, reasonsNetOfRefund } from '../gift-repository';

const reasons = (...valores: number[]) => valores.map((valor, index) => ({ idMotivo: index + 1, nome: `R${index + 1}`, valor }));

describe('a gift net of its refunds', () => {
  it('takes a refund from the gift first, never below nothing', () => {
    expect(netOfRefund(10000, 0)).toEqual({ valorEstornado: 0, valorLiquido: 10000 });
    expect(netOfRefund(10000, 2500)).toEqual({ valorEstornado: 2500, valorLiquido: 7500 });
    expect(netOfRefund(10000, 10457)).toEqual({ valorEstornado: 10457, valorLiquido: 0 });
  });

  it('keeps the fee the donor covered until the refund passes the gift', () => {
    expect(coveredFeeNetOfRefund({ valor: 10000, taxaCoberta: 457, valorEstornado: 9000 })).toBe(457);
    expect(coveredFeeNetOfRefund({ valor: 10000, taxaCoberta: 457, valorEstornado: 10000 })).toBe(457);
    expect(coveredFeeNetOfRefund({ valor: 10000, taxaCoberta: 457, valorEstornado: 10200 })).toBe(257);
    expect(coveredFeeNetOfRefund({ valor: 10000, taxaCoberta: 457, valorEstornado: 10457 })).toBe(0);
  });

  it("shares the net gift among its reasons by their parts, the rounding's cents to the largest remainders, adding up to the net", () => {
    expect(reasonsNetOfRefund({ valor: 5000, valorLiquido: 5000, motivos: reasons(5000) })).toEqual([{ nome: 'R1', valor: 5000 }]);
    expect(reasonsNetOfRefund({ valor: 10000, valorLiquido: 7500, motivos: reasons(6000, 4000) })).toEqual([
      { nome: 'R1', valor: 4500 },
      { nome: 'R2', valor: 3000 },
    ]);
    const thirds = reasonsNetOfRefund({ valor: 300, valorLiquido: 100, motivos: reasons(100, 100, 100) });
    expect(thirds.map((reason) => reason.valor)).toEqual([34, 33, 33]);
    const odd = reasonsNetOfRefund({ valor: 999, valorLiquido: 998, motivos: reasons(333, 333, 333) });
    expect(odd.reduce((sum, reason) => sum + reason.valor, 0)).toBe(998);
    expect(reasonsNetOfRefund({ valor: 1000, valorLiquido: 0, motivos: reasons(700, 300) }).map((reason) => reason.valor)).toEqual([0, 0]);
  });
});
