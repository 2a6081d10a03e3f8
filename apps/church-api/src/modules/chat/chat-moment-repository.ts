import { and, count, eq, isNull } from 'drizzle-orm';
import type { ChatMomento, ChatMomentoRespostas } from '@church/contracts-chat';
import type { Database } from '@church/api-platform/db/database';
import { uniqueViolationOf } from '@church/api-platform/db/unique-violation';
import { type ChatMomentAnswer, type ChatMomentKind, chatMomento, chatMomentoResposta } from './schema';

type Row = typeof chatMomento.$inferSelect;

/** A moment as the contract gives it (without anyone's answer or the counts). */
export function toMomento(row: Row): ChatMomento {
  return {
    id: row.id,
    tipo: row.tipo,
    ...(row.texto ? { texto: row.texto } : {}),
    abertoEm: row.abertoEm.toISOString(),
    ...(row.encerradoEm ? { encerradoEm: row.encerradoEm.toISOString() } : {}),
  };
}

/** A church's chat moments and their answers. Every query is scoped by the church (and the channel). */
export class ChatMomentRepository {
  constructor(private readonly db: Database) {}

  /** The channel's open moment, if it has one. */
  async open(igrejaId: number, canal: string): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(chatMomento)
      .where(and(eq(chatMomento.igrejaId, igrejaId), eq(chatMomento.canal, canal), isNull(chatMomento.encerradoEm)));
    return row ?? null;
  }

  /** One of the channel's moments, open or closed. */
  async find(igrejaId: number, canal: string, id: string): Promise<Row | null> {
    const [row] = await this.db
      .select()
      .from(chatMomento)
      .where(and(eq(chatMomento.igrejaId, igrejaId), eq(chatMomento.canal, canal), eq(chatMomento.id, id)));
    return row ?? null;
  }

  /**
   * Opens a moment; when the channel already has one open (a retry, or two staff at once) that one,
   * with `created` false.
   */
  async start(igrejaId: number, canal: string, tipo: ChatMomentKind, texto: string | null, abertoPor: number): Promise<{ row: Row; created: boolean }> {
    const already = await this.open(igrejaId, canal);
    if (already) return { row: already, created: false };
    try {
      const [row] = await this.db.insert(chatMomento).values({ igrejaId, canal, tipo, texto, abertoPor }).returning();
      if (!row) throw new Error('A moment was not stored');
      return { row, created: true };
    } catch (error) {
      if (uniqueViolationOf(error) === null) throw error;
      const raced = await this.open(igrejaId, canal);
      if (!raced) throw error;
      return { row: raced, created: false };
    }
  }

  /** Closes the moment (once: a closed one stays as it was closed); null when the channel has no such moment. */
  async close(igrejaId: number, canal: string, id: string, encerradoPor: number): Promise<{ row: Row; closed: boolean } | null> {
    const [closed] = await this.db
      .update(chatMomento)
      .set({ encerradoEm: new Date(), encerradoPor })
      .where(and(eq(chatMomento.igrejaId, igrejaId), eq(chatMomento.canal, canal), eq(chatMomento.id, id), isNull(chatMomento.encerradoEm)))
      .returning();
    if (closed) return { row: closed, closed: true };
    const row = await this.find(igrejaId, canal, id);
    return row ? { row, closed: false } : null;
  }

  /** Stores a person's answer, replacing the one they gave before. */
  async answer(momentoId: string, participante: string, resposta: ChatMomentAnswer): Promise<void> {
    await this.db
      .insert(chatMomentoResposta)
      .values({ momentoId, participante, resposta })
      .onConflictDoUpdate({ target: [chatMomentoResposta.momentoId, chatMomentoResposta.participante], set: { resposta, respondidaEm: new Date() } });
  }

  /** A person's answer to the moment, if they gave one. */
  async answerOf(momentoId: string, participante: string): Promise<ChatMomentAnswer | null> {
    const [row] = await this.db
      .select({ resposta: chatMomentoResposta.resposta })
      .from(chatMomentoResposta)
      .where(and(eq(chatMomentoResposta.momentoId, momentoId), eq(chatMomentoResposta.participante, participante)));
    return row?.resposta ?? null;
  }

  /**
   * The channel's open moment as one reader sees it: with their own answer when the server knows who
   * they are, and the counts for staff.
   */
  async openFor(igrejaId: number, canal: string, reader: { id?: string; staff: boolean }): Promise<ChatMomento | undefined> {
    const row = await this.open(igrejaId, canal);
    if (!row) return undefined;
    const own = reader.id ? await this.answerOf(row.id, reader.id) : null;
    return { ...toMomento(row), ...(own ? { minhaResposta: own } : {}), ...(reader.staff ? { respostas: await this.counts(row.id) } : {}) };
  }

  /** How many answered the moment each way. */
  async counts(momentoId: string): Promise<ChatMomentoRespostas> {
    const rows = await this.db
      .select({ resposta: chatMomentoResposta.resposta, total: count() })
      .from(chatMomentoResposta)
      .where(eq(chatMomentoResposta.momentoId, momentoId))
      .groupBy(chatMomentoResposta.resposta);
    const of = (resposta: ChatMomentAnswer) => Number(rows.find((row) => row.resposta === resposta)?.total ?? 0);
    return { maosLevantadas: of('mao_levantada'), dispensados: of('dispensado') };
  }
}
