import { and, count, countDistinct, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { chatDenuncia, chatMensagem } from './schema';

/** What has happened in a channel, as staff's list of content chats shows it. */
export interface ChannelActivity {
  /** Messages not removed (muted ones included: staff see them). */
  mensagens: number;
  /** Messages not removed that someone reported. */
  denunciadas: number;
  ultimaMensagemEm: Date | null;
}

const NONE: ChannelActivity = { mensagens: 0, denunciadas: 0, ultimaMensagemEm: null };

/** The activity of some of a church's channels, read in two grouped statements. */
export class ChatContentActivity {
  constructor(private readonly db: Database) {}

  async of(igrejaId: number, canais: string[]): Promise<(canal: string) => ChannelActivity> {
    if (canais.length === 0) return () => NONE;
    const standing = and(eq(chatMensagem.igrejaId, igrejaId), inArray(chatMensagem.canal, canais), isNull(chatMensagem.removidaEm));
    const [messages, reported] = await Promise.all([
      this.db
        .select({ canal: chatMensagem.canal, total: count(), latest: max(chatMensagem.criadaEm) })
        .from(chatMensagem)
        .where(standing)
        .groupBy(chatMensagem.canal),
      this.db
        .select({ canal: chatMensagem.canal, total: countDistinct(chatDenuncia.mensagemId) })
        .from(chatDenuncia)
        .innerJoin(chatMensagem, eq(chatMensagem.id, chatDenuncia.mensagemId))
        .where(standing)
        .groupBy(chatMensagem.canal),
    ]);
    const reportedOf = new Map(reported.map((row) => [row.canal, row.total]));
    const activity = new Map(
      messages.map((row) => [row.canal, { mensagens: row.total, denunciadas: reportedOf.get(row.canal) ?? 0, ultimaMensagemEm: row.latest ? new Date(row.latest) : null }]),
    );
    return (canal) => activity.get(canal) ?? NONE;
  }
}
