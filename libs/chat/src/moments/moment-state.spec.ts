import { describe, expect, it } from 'vitest';
import { nextMoment } from './moment-state';

const moment = { id: 'm1', tipo: 'compromisso', abertoEm: '2026-11-29T15:40:00.000Z' } as const;

describe('nextMoment', () => {
  it('opens, counts, takes the answer and closes the moment it names, and no other', () => {
    const opened = nextMoment(null, { tipo: 'momento_aberto', momento: moment });
    expect(opened).toEqual(moment);
    const counted = nextMoment(opened, { tipo: 'momento_respostas', id: 'm1', respostas: { maosLevantadas: 3, dispensados: 1 } });
    expect(counted?.respostas).toEqual({ maosLevantadas: 3, dispensados: 1 });
    expect(nextMoment(counted, { tipo: 'momento_respostas', id: 'other', respostas: { maosLevantadas: 9, dispensados: 9 } })).toBe(counted);
    const answered = nextMoment(counted, { tipo: 'respondido', id: 'm1', resposta: 'mao_levantada' });
    expect(answered).toMatchObject({ minhaResposta: 'mao_levantada', respostas: { maosLevantadas: 3, dispensados: 1 } });
    // Told again (a reconnection's frame): what this reader knew stays.
    expect(nextMoment(answered, { tipo: 'momento_aberto', momento: moment })).toEqual(answered);
    expect(nextMoment(answered, { tipo: 'momento_encerrado', id: 'other' })).toBe(answered);
    expect(nextMoment(answered, { tipo: 'momento_encerrado', id: 'm1' })).toBeNull();
  });

  it('takes a read of the channel as it is', () => {
    expect(nextMoment(moment, { tipo: 'lido', momento: null })).toBeNull();
    expect(nextMoment(null, { tipo: 'lido', momento: { ...moment, minhaResposta: 'dispensado' } })).toEqual({ ...moment, minhaResposta: 'dispensado' });
  });
});
