import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChatMensagem } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import type { ChatTokenClaims } from './chat-token';
import { chatAtoModeracao, chatCanal, chatMensagem } from './schema';

type Row = typeof chatMensagem.$inferSelect;

function toMensagem(row: Row): ChatMensagem {
  return {
    id: row.id,
    seq: row.seq,
    autor: { id: row.autorId, nome: row.autorNome, ...(row.autorAvatar ? { avatar: row.autorAvatar } : {}), autenticado: row.autorAutenticado },
    texto: row.texto,
    criadaEm: row.criadaEm.toISOString(),
  };
}

/** PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A church's chat messages and moderation acts. Every query is scoped by the church. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  /** The newest `limit` messages not removed, or the first `limit` after `depois`; ascending `seq` either way. */
  async list(igrejaId: number, canal: string, limit: number, depois?: number): Promise<ChatMensagem[]> {
    const visible = and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), isNull(chatMensagem.removidaEm));
    if (depois !== undefined) {
      const rows = await this.db.select().from(chatMensagem).where(and(visible, gt(chatMensagem.seq, depois))).orderBy(asc(chatMensagem.seq)).limit(limit);
      return rows.map(toMensagem);
    }
    const rows = await this.db.select().from(chatMensagem).where(visible).orderBy(desc(chatMensagem.seq)).limit(limit);
    return rows.reverse().map(toMensagem);
  }

  /** The message an author sent with this client id, removed or not. */
  async byClientId(igrejaId: number, canal: string, autorId: string, idCliente: string): Promise<ChatMensagem | null> {
    const [row] = await this.db
      .select()
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), eq(chatMensagem.autorId, autorId), eq(chatMensagem.idCliente, idCliente)))
      .limit(1);
    return row ? toMensagem(row) : null;
  }

  /**
   * Stores a message with the channel's next number, taken in the same transaction (the channel's
   * counter row is locked until it commits, so numbers rise in commit order). Null when the author's
   * client id was taken meanwhile (a retry that raced the first send): read that one.
   */
  async add(author: ChatTokenClaims, texto: string, idCliente: string): Promise<ChatMensagem | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [counter] = await tx
          .insert(chatCanal)
          .values({ igrejaId: author.igrejaId, canal: author.canal, ultimoSeq: 1 })
          .onConflictDoUpdate({ target: [chatCanal.igrejaId, chatCanal.canal], set: { ultimoSeq: sql`${chatCanal.ultimoSeq} + 1` } })
          .returning({ seq: chatCanal.ultimoSeq });
        const [row] = await tx
          .insert(chatMensagem)
          .values({
            igrejaId: author.igrejaId,
            canal: author.canal,
            seq: counter?.seq ?? 1,
            autorId: author.id,
            autorNome: author.nome,
            autorAvatar: author.avatar ?? null,
            autorAutenticado: author.autenticado,
            texto,
            idCliente,
          })
          .returning();
        if (!row) throw new Error('The message was not stored');
        return toMensagem(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Removes one message of the church and records the act; its channel, or null when there is no such message to remove. */
  async remove(igrejaId: number, id: string, moderadorId: number): Promise<{ canal: string } | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(chatMensagem)
        .set({ removidaEm: sql`now()` })
        .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.id, id), isNull(chatMensagem.removidaEm)))
        .returning({ canal: chatMensagem.canal });
      if (!row) return null;
      await tx.insert(chatAtoModeracao).values({ igrejaId, canal: row.canal, acao: 'remover_mensagem', alvo: id, removidas: 1, moderadorId });
      return row;
    });
  }

  /** Removes every message of one author in a channel and records the act; the ids removed. */
  async removeAuthor(igrejaId: number, canal: string, autorId: string, moderadorId: number): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(chatMensagem)
        .set({ removidaEm: sql`now()` })
        .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), eq(chatMensagem.autorId, autorId), isNull(chatMensagem.removidaEm)))
        .returning({ id: chatMensagem.id });
      await tx.insert(chatAtoModeracao).values({ igrejaId, canal, acao: 'remover_do_autor', alvo: autorId, removidas: rows.length, moderadorId });
      return rows.map((row) => row.id);
    });
  }
}
