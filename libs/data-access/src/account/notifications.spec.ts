import { describe, expect, it } from 'vitest';
import type { Notificacao } from '../schemas';
import { isRouteNotification } from './notifications';

const notification = (tipo: string, igreja: string, id: string | null = '4'): Notificacao => ({
  id: 1,
  titulo: 't',
  corpo: 'c',
  dataCadastro: '2026-11-20T10:00:00Z',
  dataUltimaAlteracao: '2026-11-20T10:00:00Z',
  tipo: { codigo: tipo },
  igreja: { codigo: igreja },
  idEntidadeRelacionada: id,
});

describe('isRouteNotification (§3)', () => {
  it('is true for content types of the current church', () => {
    for (const tipo of ['CULTO', 'EVENTO', 'EBD', 'NOTICIA', 'DEVOCIONAL']) {
      expect(isRouteNotification(notification(tipo, 'grace'), 'grace')).toBe(true);
    }
  });
  it('is false for another church, another type, or no related content', () => {
    expect(isRouteNotification(notification('NOTICIA', 'vida'), 'grace')).toBe(false);
    expect(isRouteNotification(notification('AVISO', 'grace'), 'grace')).toBe(false);
    expect(isRouteNotification(notification('NOTICIA', 'grace', null), 'grace')).toBe(false);
  });
});
