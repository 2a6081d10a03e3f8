import type { ChatMensagem } from '@church/contracts-chat';

/** What the server sends on a channel's WebSocket (openapi/chat.yaml's description). */
export type ChatFrame = { tipo: 'mensagem'; mensagem: ChatMensagem } | { tipo: 'removidas'; ids: string[] } | { tipo: 'presenca'; total: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isMessage = (value: unknown): value is ChatMensagem =>
  isRecord(value) &&
  typeof value['id'] === 'string' &&
  typeof value['seq'] === 'number' &&
  typeof value['texto'] === 'string' &&
  typeof value['criadaEm'] === 'string' &&
  isRecord(value['autor']) &&
  typeof value['autor']['id'] === 'string' &&
  typeof value['autor']['nome'] === 'string';

/** A frame's text as a frame the chat knows, or null (anything else is ignored, as the server may add kinds). */
export function parseChatFrame(text: unknown): ChatFrame | null {
  if (typeof text !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  if (value['tipo'] === 'mensagem' && isMessage(value['mensagem'])) return { tipo: 'mensagem', mensagem: value['mensagem'] };
  if (value['tipo'] === 'removidas' && Array.isArray(value['ids']) && value['ids'].every((id) => typeof id === 'string'))
    return { tipo: 'removidas', ids: value['ids'] as string[] };
  if (value['tipo'] === 'presenca' && typeof value['total'] === 'number' && value['total'] >= 0) return { tipo: 'presenca', total: value['total'] };
  return null;
}
