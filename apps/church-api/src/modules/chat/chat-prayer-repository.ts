import { and, asc, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { ChatAutor, ChatOracao } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import { prayerChannelPrefix } from './chat-channel-ids';
import { chatMensagem } from './schema';

type Row = typeof chatMensagem.$inferSelect;

const authorOf = (row: Pick<Row, 'autorId' | 'autorNome' | 'autorAvatar' | 'autorAutenticado'>): ChatAutor => ({
  id: row.autorId,
  nome: row.autorNome,
  ...(row.autorAvatar ? { avatar: row.autorAvatar } : {}),
  autenticado: row.autorAutenticado,
});

/** The most conversations one list gives (a service's prayer requests are far fewer). */
const MAX_CONVERSATIONS = 200;

/**
 * A broadcast's private prayer conversations, read from their messages (a conversation exists once its
 * viewer wrote): who asked, the latest message, how many there are, and which host answered first.
 */
export class ChatPrayerRepository {
  constructor(private readonly db: Database) {}

  async conversations(igrejaId: number, broadcastId: number): Promise<ChatOracao[]> {
    const prefix = prayerChannelPrefix(broadcastId);
    const ofBroadcast = and(eq(chatMensagem.igrejaId, igrejaId), like(chatMensagem.canal, `${prefix}%`), isNull(chatMensagem.removidaEm));
    // The participant's id is the channel id's tail: their messages are theirs, every other one a host's.
    const byParticipant = sql`${chatMensagem.autorId} = substr(${chatMensagem.canal}, ${prefix.length + 1})`;
    const [latest, totals, askers, hosts] = await Promise.all([
      this.db.selectDistinctOn([chatMensagem.canal]).from(chatMensagem).where(ofBroadcast).orderBy(chatMensagem.canal, desc(chatMensagem.seq)),
      this.db.select({ canal: chatMensagem.canal, total: count() }).from(chatMensagem).where(ofBroadcast).groupBy(chatMensagem.canal),
      this.db.selectDistinctOn([chatMensagem.canal]).from(chatMensagem).where(and(ofBroadcast, byParticipant)).orderBy(chatMensagem.canal, asc(chatMensagem.seq)),
      this.db.selectDistinctOn([chatMensagem.canal]).from(chatMensagem).where(and(ofBroadcast, sql`not (${byParticipant})`)).orderBy(chatMensagem.canal, asc(chatMensagem.seq)),
    ]);
    const totalOf = new Map(totals.map((row) => [row.canal, row.total]));
    const askerOf = new Map(askers.map((row) => [row.canal, row]));
    const hostOf = new Map(hosts.map((row) => [row.canal, row]));
    return latest
      .flatMap((last): ChatOracao[] => {
        const asker = askerOf.get(last.canal);
        // A conversation only a host wrote in has not been asked for: nothing to list.
        if (!asker) return [];
        const host = hostOf.get(last.canal);
        return [
          {
            canal: last.canal,
            participante: authorOf(asker),
            total: totalOf.get(last.canal) ?? 0,
            ultimaMensagem: { id: last.id, seq: last.seq, autor: authorOf(last), texto: last.texto, criadaEm: last.criadaEm.toISOString() },
            aguardando: last.autorId === asker.autorId,
            ...(host ? { atendidaPor: authorOf(host) } : {}),
          },
        ];
      })
      .sort((a, b) => b.ultimaMensagem.criadaEm.localeCompare(a.ultimaMensagem.criadaEm))
      .slice(0, MAX_CONVERSATIONS);
  }
}
