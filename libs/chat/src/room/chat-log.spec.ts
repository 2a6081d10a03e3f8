import type { ChatMensagem } from '@church/contracts-chat';
import { describe, expect, it } from 'vitest';
import { applyPage, lastSeq, mergeMessages, withoutMessages } from './chat-log';

const message = (seq: number, texto = `m${seq}`): ChatMensagem => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  autor: { id: 'g-1', nome: 'Ana', autenticado: false },
  texto,
  criadaEm: '2026-11-29T15:00:00.000Z',
});

describe('the chat log', () => {
  it('merges in seq order, each message once', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3), message(4)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(lastSeq(merged)).toBe(4);
    expect(lastSeq([])).toBeNull();
  });

  it('keeps the newest when there are too many', () => {
    const merged = mergeMessages([message(1), message(2)], [message(3)], 2);
    expect(merged.map((m) => m.seq)).toEqual([2, 3]);
  });

  it('drops removed messages', () => {
    expect(withoutMessages([message(1), message(2)], [message(1).id]).map((m) => m.seq)).toEqual([2]);
  });

  it('applies a catch-up: the missed messages in, those removed while away out, each once; an unknown or repeated id changes nothing', () => {
    const shown = [message(1), message(2), message(3)];
    const after = applyPage(shown, { itens: [message(4), message(3)], removidas: [message(2).id, message(2).id, 'not-shown'] });
    expect(after.map((m) => m.seq)).toEqual([1, 3, 4]);
    // Told again (a later catch-up overlaps): the same.
    expect(applyPage(after, { itens: [], removidas: [message(2).id] })).toBe(after);
    // A removed message that also came in the page (removed after the read) does not stay.
    expect(applyPage(after, { itens: [message(5)], removidas: [message(5).id] }).map((m) => m.seq)).toEqual([1, 3, 4]);
    // No removals: only the merge.
    expect(applyPage(shown, { itens: [message(4)] }).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });
});
