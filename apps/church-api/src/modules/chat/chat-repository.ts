import { and, asc, count, desc, eq, gt, gte, isNull, lte, max, or, sql } from 'drizzle-orm';
import type { ChatDenunciada, ChatMensagem, ChatReacoes } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import type { ChatTokenClaims } from './chat-token';
import { type ChatReaction, chatAtoModeracao, chatCanal, chatConfiguracao, chatDenuncia, chatMensagem, chatReacaoTotal } from './schema';
import { uniqueViolationOf } from '@church/api-platform/db/unique-violation';

type Row = typeof chatMensagem.$inferSelect;

/** A message as a reader gets it: `silenciada` only for staff (its author never learns of it). */
function toMensagem(row: Row, forStaff = false): ChatMensagem {
  return {
    id: row.id,
    seq: row.seq,
    autor: { id: row.autorId, nome: row.autorNome, ...(row.autorAvatar ? { avatar: row.autorAvatar } : {}), autenticado: row.autorAutenticado },
    texto: row.texto,
    criadaEm: row.criadaEm.toISOString(),
    ...(forStaff && row.silenciada ? { silenciada: true } : {}),
  };
}

/** Who reads a channel: nobody known, a person (their own muted messages too), or staff (every muted message, marked). */
export interface ChatReader {
  id?: string;
  staff: boolean;
}

/** How long a shadow mute lasts. */
export const CHAT_MUTE_MS = 24 * 60 * 60 * 1000;

/** A church's chat messages and moderation acts. Every query is scoped by the church. */
export class ChatRepository {
  constructor(private readonly db: Database) {}

  /**
   * The newest `limit` messages not removed, or the first `limit` after `depois`; ascending `seq`
   * either way. Muted messages only for their author and staff.
   */
  async list(igrejaId: number, canal: string, limit: number, depois?: number, reader: ChatReader = { staff: false }): Promise<ChatMensagem[]> {
    const shown = reader.staff ? undefined : reader.id ? or(eq(chatMensagem.silenciada, false), eq(chatMensagem.autorId, reader.id)) : eq(chatMensagem.silenciada, false);
    const visible = and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), isNull(chatMensagem.removidaEm), shown);
    const toReader = (row: Row) => toMensagem(row, reader.staff);
    if (depois !== undefined) {
      const rows = await this.db.select().from(chatMensagem).where(and(visible, gt(chatMensagem.seq, depois))).orderBy(asc(chatMensagem.seq)).limit(limit);
      return rows.map(toReader);
    }
    const rows = await this.db.select().from(chatMensagem).where(visible).orderBy(desc(chatMensagem.seq)).limit(limit);
    return rows.reverse().map(toReader);
  }

  /**
   * A point to catch up removals from: the database's time a little before now, so that a removal whose
   * transaction began earlier and is still committing is not passed over (it may be told twice).
   */
  async removalPoint(): Promise<Date> {
    const result = await this.db.execute(sql`select floor(extract(epoch from now()) * 1000)::float8 - 5000 as ms`);
    return new Date(Number(rowsOf<{ ms: number | string }>(result)[0]?.ms ?? Date.now() - 5000));
  }

  /**
   * The ids of a channel's messages removed at or after `since` that the reader could have seen (muted
   * ones only to their author and staff): at most `limit`, those of the newest messages. With `upTo`
   * (the newest seq the reader holds), only messages up to it: a message after it that was removed is
   * not in the catch-up's messages anyway, and however many of those were removed they cannot crowd
   * out of the `limit` a removal of a message the reader shows (a client keeps fewer than `limit`).
   */
  async removedSince(igrejaId: number, canal: string, since: Date, reader: ChatReader = { staff: false }, upTo?: number, limit = 1000): Promise<string[]> {
    const shown = reader.staff ? undefined : reader.id ? or(eq(chatMensagem.silenciada, false), eq(chatMensagem.autorId, reader.id)) : eq(chatMensagem.silenciada, false);
    const held = upTo === undefined ? undefined : lte(chatMensagem.seq, upTo);
    const rows = await this.db
      .select({ id: chatMensagem.id })
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), gte(chatMensagem.removidaEm, since), shown, held))
      .orderBy(desc(chatMensagem.seq))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** A message of the church the reader may see (not removed; muted ones only to their author and staff): its channel, or null. */
  async visibleMessage(igrejaId: number, id: string, reader: ChatReader): Promise<{ canal: string } | null> {
    const shown = reader.staff ? undefined : reader.id ? or(eq(chatMensagem.silenciada, false), eq(chatMensagem.autorId, reader.id)) : eq(chatMensagem.silenciada, false);
    const [row] = await this.db
      .select({ canal: chatMensagem.canal })
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.id, id), isNull(chatMensagem.removidaEm), shown))
      .limit(1);
    return row ?? null;
  }

  /** Stores a report (once per reporter and message); how many have reported the message. */
  async report(igrejaId: number, canal: string, mensagemId: string, denunciante: string, motivo: string | null): Promise<number> {
    await this.db.insert(chatDenuncia).values({ igrejaId, canal, mensagemId, denunciante, motivo }).onConflictDoNothing();
    const [row] = await this.db.select({ total: count() }).from(chatDenuncia).where(and(eq(chatDenuncia.igrejaId, igrejaId), eq(chatDenuncia.mensagemId, mensagemId)));
    return row?.total ?? 0;
  }

  /** A channel's reported messages not removed, most reported first (for staff: muted ones marked). */
  async reports(igrejaId: number, canal: string, limit = 200): Promise<ChatDenunciada[]> {
    const total = count(chatDenuncia.id);
    const ultimaEm = max(chatDenuncia.criadoEm);
    const rows = await this.db
      .select({ message: chatMensagem, total, ultimaEm })
      .from(chatDenuncia)
      .innerJoin(chatMensagem, eq(chatMensagem.id, chatDenuncia.mensagemId))
      .where(and(eq(chatDenuncia.igrejaId, igrejaId), eq(chatDenuncia.canal, canal), eq(chatMensagem.igrejaId, igrejaId), isNull(chatMensagem.removidaEm)))
      .groupBy(chatMensagem.id)
      .orderBy(desc(total), desc(ultimaEm))
      .limit(limit);
    return rows.map((row) => ({ mensagem: toMensagem(row.message, true), total: row.total, ultimaEm: (row.ultimaEm ?? row.message.criadaEm).toISOString() }));
  }

  /** Sets a channel's slow mode (the channel's row is made when it has none). */
  async setSlowMode(igrejaId: number, canal: string, segundos: number): Promise<void> {
    await this.db
      .insert(chatCanal)
      .values({ igrejaId, canal, ultimoSeq: 0, intervaloSegundos: segundos })
      .onConflictDoUpdate({ target: [chatCanal.igrejaId, chatCanal.canal], set: { intervaloSegundos: segundos } });
  }

  /** When an author last sent a message to a channel (removed or muted ones too), or null. */
  async lastSentAt(igrejaId: number, canal: string, autorId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ at: max(chatMensagem.criadaEm) })
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), eq(chatMensagem.autorId, autorId)));
    return row?.at ?? null;
  }

  /** The words a church adds to its chat's word filter. */
  async blockedWords(igrejaId: number): Promise<string[]> {
    const [row] = await this.db.select({ palavras: chatConfiguracao.palavrasBloqueadas }).from(chatConfiguracao).where(eq(chatConfiguracao.igrejaId, igrejaId));
    return row?.palavras ?? [];
  }

  async setBlockedWords(igrejaId: number, palavras: string[]): Promise<void> {
    await this.db.insert(chatConfiguracao).values({ igrejaId, palavrasBloqueadas: palavras }).onConflictDoUpdate({ target: chatConfiguracao.igrejaId, set: { palavrasBloqueadas: palavras } });
  }

  /** A channel's reaction totals (0 for those nobody sent). */
  async reactions(igrejaId: number, canal: string): Promise<ChatReacoes> {
    const rows = await this.db
      .select({ reacao: chatReacaoTotal.reacao, total: chatReacaoTotal.total })
      .from(chatReacaoTotal)
      .where(and(eq(chatReacaoTotal.igrejaId, igrejaId), eq(chatReacaoTotal.canal, canal)));
    const totals: ChatReacoes = { amem: 0, coracao: 0, oracao: 0 };
    for (const row of rows) totals[row.reacao] = row.total;
    return totals;
  }

  /** Adds one to a channel's total of a reaction. */
  async react(igrejaId: number, canal: string, reacao: ChatReaction): Promise<void> {
    await this.db
      .insert(chatReacaoTotal)
      .values({ igrejaId, canal, reacao, total: 1 })
      .onConflictDoUpdate({ target: [chatReacaoTotal.igrejaId, chatReacaoTotal.canal, chatReacaoTotal.reacao], set: { total: sql`${chatReacaoTotal.total} + 1` } });
  }

  /** Until when an author is muted in a channel; null when they are not now. */
  async mutedUntil(igrejaId: number, canal: string, autorId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ ate: max(chatAtoModeracao.expiraEm) })
      .from(chatAtoModeracao)
      .where(
        and(
          eq(chatAtoModeracao.igrejaId, igrejaId),
          eq(chatAtoModeracao.canal, canal),
          eq(chatAtoModeracao.alvo, autorId),
          eq(chatAtoModeracao.acao, 'silenciar'),
          gt(chatAtoModeracao.expiraEm, sql`now()`),
        ),
      );
    return row?.ate ?? null;
  }

  /** Mutes an author in a channel until `ate` (a moderation act `silenciar`, with who did it). */
  async mute(igrejaId: number, canal: string, autorId: string, moderadorId: number, ate: Date): Promise<void> {
    await this.db.insert(chatAtoModeracao).values({ igrejaId, canal, acao: 'silenciar', alvo: autorId, removidas: 0, moderadorId, expiraEm: ate });
  }

  /** The message an author sent with this client id, removed or not. */
  /** The author's message of this client id (a retried send), and whether it was sent muted. */
  async byClientId(igrejaId: number, canal: string, autorId: string, idCliente: string): Promise<{ mensagem: ChatMensagem; silenciada: boolean } | null> {
    const [row] = await this.db
      .select()
      .from(chatMensagem)
      .where(and(eq(chatMensagem.igrejaId, igrejaId), eq(chatMensagem.canal, canal), eq(chatMensagem.autorId, autorId), eq(chatMensagem.idCliente, idCliente)))
      .limit(1);
    return row ? { mensagem: toMensagem(row), silenciada: row.silenciada } : null;
  }

  /**
   * Stores a message with the channel's next number, taken in the same transaction (the channel's
   * counter row is locked until it commits, so numbers rise in commit order). Null when the author's
   * client id was taken meanwhile (a retry that raced the first send): read that one.
   */
  async add(author: ChatTokenClaims, texto: string, idCliente: string, silenciada = false): Promise<ChatMensagem | null> {
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
            silenciada,
          })
          .returning();
        if (!row) throw new Error('The message was not stored');
        return toMensagem(row);
      });
    } catch (error) {
      if (uniqueViolationOf(error) !== null) return null;
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
