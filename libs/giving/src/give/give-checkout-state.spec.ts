import { describe, expect, it } from 'vitest';
import { defaultGiveCheckout, recurrenceAllowed } from './give-checkout-state';

const reasons = [
  { id: 1, flagPermiteRecorrencia: true },
  { id: 2, flagPermiteRecorrencia: false },
];

describe('the give checkout (§3, §4)', () => {
  it('starts, and resets, to the defaults and a total of 0', () => {
    expect(defaultGiveCheckout()).toMatchObject({ motivos: [], flagUsuarioTaxa: false, salvarCartao: true, allowRecurrency: true, recorrenciaDias: 30, total: 0 });
    // No attempt is open until the donor gives: its key is made then.
    expect(defaultGiveCheckout().attempt).toBeNull();
  });

  it('allows recurrence for one authorised reason only', () => {
    expect(recurrenceAllowed([{ idMotivo: 1, valor: 100 }], reasons)).toBe(true);
    expect(recurrenceAllowed([{ idMotivo: 2, valor: 100 }], reasons)).toBe(false);
    expect(recurrenceAllowed([{ idMotivo: 1, valor: 100 }, { idMotivo: 2, valor: 100 }], reasons)).toBe(false);
    expect(recurrenceAllowed([], reasons)).toBe(false);
  });
});
