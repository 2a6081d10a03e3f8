import type { ChatMensagem, ChatMomento, ChatMomentoRespostas, ChatReacoes } from '@church/contracts-chat';

/** What the server sends on a channel's WebSocket (openapi/chat.yaml's description). */
export type ChatFrame =
  | { tipo: 'mensagem'; mensagem: ChatMensagem }
  | { tipo: 'removidas'; ids: string[] }
  | { tipo: 'presenca'; total: number }
  | { tipo: 'reacoes'; totais: ChatReacoes }
  | { tipo: 'denuncia'; mensagemId: string; total: number }
  | ChatMomentFrame;

/** What the server tells of moments: one opened, one closed, and (to staff) an open one's counts. */
export type ChatMomentFrame =
  | { tipo: 'momento_aberto'; momento: ChatMomento }
  | { tipo: 'momento_encerrado'; id: string }
  | { tipo: 'momento_respostas'; id: string; respostas: ChatMomentoRespostas };


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

const isTotals = (value: unknown): value is ChatReacoes => isRecord(value) && isCount(value['amem']) && isCount(value['coracao']) && isCount(value['oracao']);

const isMoment = (value: unknown): value is ChatMomento =>
  isRecord(value) && typeof value['id'] === 'string' && value['tipo'] === 'compromisso' && typeof value['abertoEm'] === 'string' && (value['texto'] === undefined || typeof value['texto'] === 'string');

const isMomentCounts = (value: unknown): value is ChatMomentoRespostas => isRecord(value) && isCount(value['maosLevantadas']) && isCount(value['dispensados']);

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
  if (value['tipo'] === 'momento_aberto' && isMoment(value['momento'])) {
    const { id, tipo, texto, abertoEm } = value['momento'];
    return { tipo: 'momento_aberto', momento: { id, tipo, ...(texto === undefined ? {} : { texto }), abertoEm } };
  }
  if (value['tipo'] === 'momento_encerrado' && typeof value['id'] === 'string') return { tipo: 'momento_encerrado', id: value['id'] };
  if (value['tipo'] === 'momento_respostas' && typeof value['id'] === 'string' && isMomentCounts(value['respostas'])) {
    const { maosLevantadas, dispensados } = value['respostas'];
    return { tipo: 'momento_respostas', id: value['id'], respostas: { maosLevantadas, dispensados } };
  }
  if (value['tipo'] === 'presenca' && typeof value['total'] === 'number' && value['total'] >= 0) return { tipo: 'presenca', total: value['total'] };
  return null;
}
