import type { Ingresso, Inscricao } from '@church/contracts-events';
import { describe, expect, it } from 'vitest';
import { availabilityFor, heldByType, maxChoosable } from './ticket-limits';

const ticket = (overrides: Partial<Ingresso> = {}): Ingresso => ({ id: 1, nome: 'Camper', valor: 1000, disponivel: 50, situacao: 'A_VENDA', limitePorUsuario: null, ...overrides });

describe('ticket limits', () => {
  it('counts what the member holds per type', () => {
    expect(heldByType([{ idIngresso: 1 }, { idIngresso: 1 }, { idIngresso: 2 }] as Inscricao[])).toEqual(new Map([[1, 2], [2, 1]]));
  });

  it('says the member limit is reached once they hold as many as allowed', () => {
    expect(availabilityFor(ticket({ limitePorUsuario: 2 }), 2)).toBe('LIMITE_USUARIO');
    expect(availabilityFor(ticket({ limitePorUsuario: 2 }), 1)).toBe('A_VENDA');
    expect(availabilityFor(ticket({ situacao: 'ESGOTADO', limitePorUsuario: 2 }), 2)).toBe('ESGOTADO');
  });

  it('lets the member choose no more than what is left, their limit and ten', () => {
    expect(maxChoosable(ticket({ disponivel: 3 }), 0)).toBe(3);
    expect(maxChoosable(ticket({ limitePorUsuario: 2 }), 1)).toBe(1);
    expect(maxChoosable(ticket(), 0)).toBe(10);
    expect(maxChoosable(ticket({ situacao: 'EM_BREVE' }), 0)).toBe(0);
  });
});
