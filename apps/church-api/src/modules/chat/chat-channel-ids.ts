/** What a channel id names: the live broadcast's chat, its hosts', a viewer's private prayer, or an exclusive content's chat. */
export type ChatChannelRef =
  | { tipo: 'transmissao'; broadcastId: number }
  | { tipo: 'anfitrioes'; broadcastId: number }
  | { tipo: 'oracao'; broadcastId: number; participantId: string }
  | { tipo: 'conteudo'; eventId: number; contentId: number };

const ID = '([1-9][0-9]{0,9})';
const PARTICIPANT = '(membro-[1-9][0-9]{0,9}|visitante-[0-9a-f]{32})';
const PATTERNS = {
  transmissao: new RegExp(`^transmissao-${ID}$`),
  anfitrioes: new RegExp(`^anfitrioes-${ID}$`),
  oracao: new RegExp(`^oracao-${ID}-${PARTICIPANT}$`),
  conteudo: new RegExp(`^conteudo-${ID}-${ID}$`),
};

/** PostgreSQL's integer: ids beyond it name nothing. */
const MAX_ID = 2_147_483_647;

const idOf = (digits: string | undefined): number | null => (digits && Number(digits) <= MAX_ID ? Number(digits) : null);

/** The channel an id names; null for an id of no kind (the contract's `ChatCanalId` refuses those first). */
export function parseChannelId(canal: string): ChatChannelRef | null {
  let match = PATTERNS.transmissao.exec(canal);
  if (match) {
    const broadcastId = idOf(match[1]);
    return broadcastId ? { tipo: 'transmissao', broadcastId } : null;
  }
  match = PATTERNS.anfitrioes.exec(canal);
  if (match) {
    const broadcastId = idOf(match[1]);
    return broadcastId ? { tipo: 'anfitrioes', broadcastId } : null;
  }
  match = PATTERNS.oracao.exec(canal);
  if (match?.[2]) {
    const broadcastId = idOf(match[1]);
    return broadcastId ? { tipo: 'oracao', broadcastId, participantId: match[2] } : null;
  }
  match = PATTERNS.conteudo.exec(canal);
  if (match) {
    const eventId = idOf(match[1]);
    const contentId = idOf(match[2]);
    return eventId && contentId ? { tipo: 'conteudo', eventId, contentId } : null;
  }
  return null;
}

/** The live chat of a broadcast. */
export const broadcastChannelId = (broadcastId: number) => `transmissao-${broadcastId}`;

/** The chat of an event's exclusive content. */
export const contentChannelId = (eventId: number, contentId: number) => `conteudo-${eventId}-${contentId}`;

/** The prefix of every prayer channel of a broadcast (`oracao-{broadcastId}-`). */
export const prayerChannelPrefix = (broadcastId: number) => `oracao-${broadcastId}-`;

/** Whether only some may read the channel (everything but a broadcast's live chat). */
export const isPrivate = (ref: ChatChannelRef) => ref.tipo !== 'transmissao';
