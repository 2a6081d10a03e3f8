import type { ChatMensagem, ChatReacoes } from '@church/contracts-chat';

/** What the server sends on a channel's WebSocket (openapi/chat.yaml's description). */
export type ChatFrame =
  | { tipo: 'mensagem'; mensagem: ChatMensagem }
  | { tipo: 'removidas'; ids: string[] }
  | { tipo: 'presenca'; total: number }
  | { tipo: 'reacoes'; totais: ChatReacoes }
  | { tipo: 'denuncia'; mensagemId: string; total: number };


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isTotals = (value: unknown): value is ChatReacoes => isRecord(value) && isCount(value['amem']) && isCount(value['coracao']) && isCount(value['oracao']);

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
  if (value['tipo'] === 'reacoes' && isTotals(value['totais'])) {
    const { amem, coracao, oracao } = value['totais'];
    return { tipo: 'reacoes', totais: { amem, coracao, oracao } };
  }
  if (value['tipo'] === 'denuncia' && typeof value['mensagemId'] === 'string' && isCount(value['total']))
    return { tipo: 'denuncia', mensagemId: value['mensagemId'], total: value['total'] };
  if (value['tipo'] === 'presenca' && typeof value['total'] === 'number' && value['total'] >= 0) return { tipo: 'presenca', total: value['total'] };
  return null;
}
