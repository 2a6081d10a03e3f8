import type { Ingresso } from '@church/contracts-events';
import { describe, expect, it } from 'vitest';
import { eventButtonState } from './event-button-state';

const now = new Date('2026-11-23T12:00:00Z');
const ticket = (situacao: Ingresso['situacao']): Ingresso => ({ id: 1, nome: 'Seat', valor: 1000, disponivel: 10, situacao, limitePorUsuario: null });
const event = (overrides: Partial<Parameters<typeof eventButtonState>[0]> = {}) => ({
  dataInicio: '2026-12-01T18:00:00Z',
  dataFim: '2026-12-01T20:00:00Z',
  flagOnline: false,
  ingressos: [ticket('A_VENDA')],
  ...overrides,
});

describe('the event button (§4)', () => {
  it('registers while a ticket is on sale, and registers again once the member holds one', () => {
    expect(eventButtonState(event(), now)).toBe('register');
    expect(eventButtonState(event(), now, 2)).toBe('register-again');
  });

  it('is unavailable when nothing is on sale (sold out or not yet), and closed once the event or its sales ended', () => {
    expect(eventButtonState(event({ ingressos: [ticket('ESGOTADO'), ticket('EM_BREVE')] }), now)).toBe('unavailable');
    expect(eventButtonState(event({ ingressos: [] }), now)).toBe('unavailable');
    expect(eventButtonState(event({ ingressos: [ticket('ENCERRADO')] }), now)).toBe('closed');
    expect(eventButtonState(event({ dataInicio: '2026-11-01T18:00:00Z', dataFim: null }), now)).toBe('closed');
  });

  it('gives online access to the holder of a ticket of an online event', () => {
    expect(eventButtonState(event({ flagOnline: true }), now, 1)).toBe('online-access');
    expect(eventButtonState(event({ flagOnline: true }), now)).toBe('register');
  });
});
