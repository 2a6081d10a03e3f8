import { DateTime } from 'luxon';
import type { ChatCanal } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { and, eq } from 'drizzle-orm';
import { type ContentChat, type ContentChatListing, contentChatOf, contentChatsOf } from '@church/api-modules/events';
import { type BroadcastChat, broadcastChatOf } from '@church/api-modules/live';
import { type ChatChannelRef, parseChannelId } from './chat-channel-ids';
import { chatCanal } from './schema';

/** A church's channel, with its settings read now (a private channel's are its broadcast's or content's). */
export interface ChatChannel extends Omit<BroadcastChat, 'id'> {
  canal: string;
  /** What the id names: the kind of channel and its parts. */
  ref: ChatChannelRef;
  church: ChurchSummary;
  /** Slow mode: seconds each person waits between messages (0: off). */
  intervaloSegundos: number;
}

/** Whether messages may be sent in the channel at `now`: not off, and within its window. */
export function isOpen(channel: ChatChannel, now = new Date()): boolean {
  return channel.acesso !== 'desligado' && isWithin(channel, now);
}

/** Whether `now` falls within a chat's window: from when it opens, until (not at) when it closes. */
export const isWithin = (window: { abreEm: Date; fechaEm: Date }, now: Date) => window.abreEm <= now && now < window.fechaEm;

const iso = (date: Date, zone: string) => DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: true }) ?? date.toISOString();

/** A channel as the contract gives it, its dates in the church's time zone. */
export function toChatCanal(channel: ChatChannel, now = new Date()): ChatCanal {
  const zone = channel.church.fusoHorario;
  return {
    id: channel.canal,
    tipo: channel.ref.tipo,
    titulo: channel.titulo,
    acesso: channel.acesso,
    aberto: isOpen(channel, now),
    abreEm: iso(channel.abreEm, zone),
    fechaEm: iso(channel.fechaEm, zone),
    intervaloSegundos: channel.intervaloSegundos,
  };
}

/** The live service's module code: a church with it off has no broadcast channels. */
const MODULE_CODE = 'MOD_CULTO';
/** The events' module code: a church with it off has no content channels. */
const EVENTS_CODE = 'MOD_EVENTO';

/** The most content chats staff are given in one list. */
export const MAX_CONTENT_CHANNELS = 200;

/** No bound: a content open from always, or until forever. */
const EARLIEST = new Date(0);
const LATEST = new Date(Date.UTC(9999, 11, 31));

/** A content's chat is open while the content is. */
export const contentWindow = (content: Pick<ContentChat, 'disponivelDe' | 'disponivelAte'>) => ({
  abreEm: content.disponivelDe ?? EARLIEST,
  fechaEm: content.disponivelAte ?? LATEST,
});

/**
 * The chat's channels: a live broadcast's (read through the live module's face), its hosts' and its
 * viewers' private prayer, and an exclusive event content's (read through the events module's face).
 * Who may read a private one is `ChatPrivateAccess`'s to decide, not this.
 */
export class ChatChannels {
  constructor(
    private readonly db: Database,
    private readonly hasModule: (church: ChurchSummary, code: string) => Promise<boolean>,
  ) {}

  /** The church's channel of that id; null for an unknown id, another church's broadcast, or a church with the module off. */
  async find(church: ChurchSummary, canal: string): Promise<ChatChannel | null> {
    const ref = parseChannelId(canal);
    if (!ref) return null;
    const settings = ref.tipo === 'conteudo' ? await this.contentSettings(church, ref) : await this.broadcastSettings(church, ref);
    if (!settings) return null;
    return { ...settings, canal, ref, church, intervaloSegundos: await this.slowModeOf(church, canal) };
  }

  /** The church's exclusive event contents, each with a chat (none while its events are off). */
  async contentChannels(church: ChurchSummary): Promise<ContentChatListing[]> {
    if (!(await this.hasModule(church, EVENTS_CODE))) return [];
    return contentChatsOf(this.db, church.id, MAX_CONTENT_CHANNELS);
  }

  private async broadcastSettings(church: ChurchSummary, ref: Exclude<ChatChannelRef, { tipo: 'conteudo' }>): Promise<Omit<BroadcastChat, 'id'> | null> {
    if (!(await this.hasModule(church, MODULE_CODE))) return null;
    const broadcast = await broadcastChatOf(this.db, church.id, ref.broadcastId);
    if (!broadcast) return null;
    const { id: _id, ...settings } = broadcast;
    if (ref.tipo === 'transmissao') return settings;
    // The hosts talk whoever the public chat is for; a viewer asks for prayer only where they may chat.
    if (ref.tipo === 'anfitrioes') return { ...settings, acesso: 'membros' };
    return settings.acesso === 'desligado' ? null : settings;
  }

  private async contentSettings(church: ChurchSummary, ref: Extract<ChatChannelRef, { tipo: 'conteudo' }>): Promise<Omit<BroadcastChat, 'id'> | null> {
    if (!(await this.hasModule(church, EVENTS_CODE))) return null;
    const content = await contentChatOf(this.db, church.id, ref.eventId, ref.contentId);
    if (!content) return null;
    // Holders are members: signed in.
    return { titulo: content.titulo, acesso: 'membros', ...contentWindow(content) };
  }

  private async slowModeOf(church: ChurchSummary, canal: string): Promise<number> {
    const [settings] = await this.db
      .select({ intervaloSegundos: chatCanal.intervaloSegundos })
      .from(chatCanal)
      .where(and(eq(chatCanal.igrejaId, church.id), eq(chatCanal.canal, canal)));
    return settings?.intervaloSegundos ?? 0;
  }
}
