import { DateTime } from 'luxon';
import type { ChatCanal } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { and, eq } from 'drizzle-orm';
import { type BroadcastChat, broadcastChatOf } from '@church/api-modules/live';
import { chatCanal } from './schema';

/** A broadcast's channel id: `transmissao-{broadcastId}`. */
export const CHANNEL_PATTERN = /^transmissao-([1-9][0-9]{0,9})$/;

/** A church's channel, with its settings read now. */
export interface ChatChannel extends BroadcastChat {
  canal: string;
  church: ChurchSummary;
  /** Slow mode: seconds each person waits between messages (0: off). */
  intervaloSegundos: number;
}

/** Whether messages may be sent in the channel at `now`: not off, and within its window. */
export function isOpen(channel: ChatChannel, now = new Date()): boolean {
  return channel.acesso !== 'desligado' && channel.abreEm <= now && now < channel.fechaEm;
}

const iso = (date: Date, zone: string) => DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: true }) ?? date.toISOString();

/** A channel as the contract gives it, its dates in the church's time zone. */
export function toChatCanal(channel: ChatChannel, now = new Date()): ChatCanal {
  const zone = channel.church.fusoHorario;
  return {
    id: channel.canal,
    titulo: channel.titulo,
    acesso: channel.acesso,
    aberto: isOpen(channel, now),
    abreEm: iso(channel.abreEm, zone),
    fechaEm: iso(channel.fechaEm, zone),
    intervaloSegundos: channel.intervaloSegundos,
  };
}

/** The live service's module code: a church with it off has no chat. */
const MODULE_CODE = 'MOD_CULTO';

/**
 * The chat's channels: each a live broadcast's, read through the live module's face. A church that
 * has the live service switched off has none.
 */
export class ChatChannels {
  constructor(
    private readonly db: Database,
    private readonly hasModule: (church: ChurchSummary, code: string) => Promise<boolean>,
  ) {}

  /** The church's channel of that id; null for an unknown id, another church's broadcast, or a church with the module off. */
  async find(church: ChurchSummary, canal: string): Promise<ChatChannel | null> {
    const id = CHANNEL_PATTERN.exec(canal)?.[1];
    if (!id || Number(id) > 2_147_483_647) return null;
    if (!(await this.hasModule(church, MODULE_CODE))) return null;
    const broadcast = await broadcastChatOf(this.db, church.id, Number(id));
    if (!broadcast) return null;
    const [settings] = await this.db
      .select({ intervaloSegundos: chatCanal.intervaloSegundos })
      .from(chatCanal)
      .where(and(eq(chatCanal.igrejaId, church.id), eq(chatCanal.canal, canal)));
    return { ...broadcast, canal, church, intervaloSegundos: settings?.intervaloSegundos ?? 0 };
  }
}
