import type { ChatMensagem } from '@church/contracts-chat';
import { describe, expect, it } from 'vitest';
import { unshownOutgoing } from './unshown-outgoing';
import type { OutgoingMessage } from './use-chat-sender';

const ME = 'membro-7';
const message = (seq: number, texto: string, autorId = ME): ChatMensagem => ({
  id: `id-${seq}`,
  seq,
  autor: { id: autorId, nome: 'Ana', autenticado: true },
  texto,
  criadaEm: '2026-11-29T15:00:00.000Z',
});
const sending = (idCliente: string, texto: string, afterSeq: number): OutgoingMessage => ({ idCliente, texto, state: 'sending', afterSeq });

describe('unshownOutgoing', () => {
  it('hides a message on its way once the conversation has it, each for one message', () => {
    const outgoing = [sending('a', 'Amen', 2), sending('b', 'Amen', 2)];
    expect(unshownOutgoing(outgoing, [message(1, 'Amen'), message(3, 'Amen')], ME).map((item) => item.idCliente)).toEqual(['b']);
  });

  it("keeps it while only another person's message or an older one matches, and keeps failed ones", () => {
    const outgoing = [sending('a', 'Amen', 2), { ...sending('b', 'Hi', 2), state: 'failed' as const }];
    expect(unshownOutgoing(outgoing, [message(2, 'Amen'), message(3, 'Amen', 'visitante-1'), message(4, 'Hi')], ME)).toEqual(outgoing);
  });
});
