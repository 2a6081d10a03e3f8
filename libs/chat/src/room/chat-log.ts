import type { ChatMensagem } from '@church/contracts-chat';

/**
 * How many messages a reader keeps in memory: the oldest go first. Fewer than the 1,000 removals a
 * catch-up lists of the messages a reader holds, so none of theirs is left out.
 */
export const KEPT_MESSAGES = 500;

/**
 * The messages with the incoming ones added, in the channel's order (`seq`), each once: the same
 * message may come from the history, the live connection, the catch-up after a reconnection and the
 * answer to one's own send.
 */
export function mergeMessages(current: readonly ChatMensagem[], incoming: readonly ChatMensagem[], kept = KEPT_MESSAGES): ChatMensagem[] {
  if (incoming.length === 0) return current as ChatMensagem[];
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  const merged = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return merged.length > kept ? merged.slice(merged.length - kept) : merged;
}

/** The messages without those removed by a moderator. */
export function withoutMessages(current: readonly ChatMensagem[], ids: Iterable<string>): ChatMensagem[] {
  const removed = new Set(ids);
  return current.filter((message) => !removed.has(message.id));
}

/** The newest message's `seq`, which a catch-up asks for messages after. */
export function lastSeq(messages: readonly ChatMensagem[]): number | null {
  return messages.at(-1)?.seq ?? null;
}

/** One read of the history or of a catch-up: the messages, and (on a catch-up) the ids removed since the last read. */
export interface ChatPage {
  itens: readonly ChatMensagem[];
  removidas?: readonly string[];
}

/**
 * The messages after a read: its messages merged in, each once, and those removed while the reader was
 * away taken out (an id no longer shown, or told twice, changes nothing).
 */
export function applyPage(current: readonly ChatMensagem[], page: ChatPage, kept = KEPT_MESSAGES): ChatMensagem[] {
  const merged = mergeMessages(current, page.itens, kept);
  if (!page.removidas?.length) return merged;
  const removed = new Set(page.removidas);
  return merged.some((message) => removed.has(message.id)) ? withoutMessages(merged, removed) : merged;
}
