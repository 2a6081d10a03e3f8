import { describe, expect, it } from 'vitest';
import { parseChatFrame } from './chat-frame';

const mensagem = { id: '6f1c2a8e-0d1b-4c55-9a57-2f4b3c1d0e9a', seq: 3, autor: { id: 'g-1', nome: 'Ana', autenticado: false }, texto: 'Amen', criadaEm: '2026-11-29T15:00:00.000Z' };

describe('parseChatFrame', () => {
  it('reads the four kinds of frame', () => {
    expect(parseChatFrame(JSON.stringify({ tipo: 'mensagem', mensagem }))).toEqual({ tipo: 'mensagem', mensagem });
    expect(parseChatFrame('{"tipo":"removidas","ids":["a","b"]}')).toEqual({ tipo: 'removidas', ids: ['a', 'b'] });
    expect(parseChatFrame('{"tipo":"presenca","total":12}')).toEqual({ tipo: 'presenca', total: 12 });
    expect(parseChatFrame('{"tipo":"reacoes","totais":{"amem":3,"coracao":0,"oracao":1,"novo":2}}')).toEqual({ tipo: 'reacoes', totais: { amem: 3, coracao: 0, oracao: 1 } });
  });

  it("reads a moment's frames, keeping only what the contract names", () => {
    const momento = { id: 'b7c1', tipo: 'compromisso', abertoEm: '2026-11-29T15:40:00.000Z' };
    expect(parseChatFrame(JSON.stringify({ tipo: 'momento_aberto', momento: { ...momento, respostas: { maosLevantadas: 9, dispensados: 0 } } }))).toEqual({ tipo: 'momento_aberto', momento });
    expect(parseChatFrame('{"tipo":"momento_encerrado","id":"b7c1"}')).toEqual({ tipo: 'momento_encerrado', id: 'b7c1' });
    expect(parseChatFrame('{"tipo":"momento_respostas","id":"b7c1","respostas":{"maosLevantadas":4,"dispensados":2}}')).toEqual({
      tipo: 'momento_respostas',
      id: 'b7c1',
      respostas: { maosLevantadas: 4, dispensados: 2 },
    });
    expect(parseChatFrame('{"tipo":"momento_aberto","momento":{"id":"b7c1","tipo":"outro","abertoEm":"x"}}')).toBeNull();
    expect(parseChatFrame('{"tipo":"momento_respostas","id":"b7c1","respostas":{"maosLevantadas":-1,"dispensados":0}}')).toBeNull();
  });

  it('ignores what it does not know or cannot read', () => {
    expect(parseChatFrame('not json')).toBeNull();
    expect(parseChatFrame('{"tipo":"momento"}')).toBeNull();
    expect(parseChatFrame('{"tipo":"mensagem","mensagem":{"id":1}}')).toBeNull();
    expect(parseChatFrame('{"tipo":"removidas","ids":[1]}')).toBeNull();
    expect(parseChatFrame('{"tipo":"reacoes","totais":{"amem":-1,"coracao":0,"oracao":1}}')).toBeNull();
    expect(parseChatFrame('{"tipo":"reacoes","totais":{"amem":1}}')).toBeNull();
    expect(parseChatFrame(new ArrayBuffer(2))).toBeNull();
  });
});
