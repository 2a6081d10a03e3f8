import type { ChatMensagem } from '@church/contracts-chat';
import type { OutgoingMessage } from './use-chat-sender';

/**
 * The outgoing messages not in the conversation yet. The live connection often brings one's own
 * message before the answer to its send does (which then drops it from the outgoing): a message of
 * the reader's with the same text, newer than the conversation was when it was sent, is that one.
 */
export function unshownOutgoing(outgoing: readonly OutgoingMessage[], messages: readonly ChatMensagem[], authorId: string | undefined): OutgoingMessage[] {
  const used = new Set<string>();
  return outgoing.filter((item) => {
    if (item.state !== 'sending' || !authorId) return true;
    const shown = messages.find((message) => !used.has(message.id) && message.autor.id === authorId && message.seq > item.afterSeq && message.texto === item.texto);
    if (!shown) return true;
    used.add(shown.id);
    return false;
  });
}
