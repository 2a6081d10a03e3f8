import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { NotaSermao, NotaSermaoResumo } from '@church/contracts-notes';
import type { Database } from '@church/api-platform/db/database';
import { notaSermao } from './schema';

/** How many characters of a note's text the list shows. */
const SUMMARY_LENGTH = 160;

/** A member's notes. Every query is scoped by the member (and the church where it is known): one never reaches another's. */
export class NotesRepository {
  constructor(private readonly db: Database) {}

  /** The member's notes at a church, last changed first. */
  async list(usuarioId: number, igrejaId: number, limit: number): Promise<NotaSermaoResumo[]> {
    const rows = await this.db
      .select({
        id: notaSermao.id,
        titulo: notaSermao.titulo,
        resumo: sql<string>`left(${notaSermao.texto}, ${SUMMARY_LENGTH})`,
        dataUltimaAlteracao: notaSermao.dataUltimaAlteracao,
      })
      .from(notaSermao)
      .where(and(eq(notaSermao.usuarioId, usuarioId), eq(notaSermao.igrejaId, igrejaId)))
      .orderBy(desc(notaSermao.dataUltimaAlteracao), desc(notaSermao.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, dataUltimaAlteracao: row.dataUltimaAlteracao.toISOString() }));
  }

  async countOf(usuarioId: number, igrejaId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(notaSermao)
      .where(and(eq(notaSermao.usuarioId, usuarioId), eq(notaSermao.igrejaId, igrejaId)));
    return row?.total ?? 0;
  }

  /** The member's note `id`, if it is theirs (and the church's, when `igrejaId` is given). */
  async find(usuarioId: number, id: number, igrejaId?: number): Promise<NotaSermao | null> {
    const [row] = await this.db.select().from(notaSermao).where(this.ownNote(usuarioId, id, igrejaId));
    return row ? toNote(row) : null;
  }

  /** The member's note made by a create sent with this client key, if there is one. */
  async byKey(usuarioId: number, chaveCliente: string): Promise<NotaSermao | null> {
    const [row] = await this.db
      .select()
      .from(notaSermao)
      .where(and(eq(notaSermao.usuarioId, usuarioId), eq(notaSermao.chaveCliente, chaveCliente)));
    return row ? toNote(row) : null;
  }

  /**
   * Keeps a new note unless the member already keeps `limit` at the church (then null). With a client
   * key, a second create with the same key (a retry) makes nothing and answers the note the first made
   * (`created: false`), whatever the limit. The key's lookup, the count and the insert run in one
   * transaction under an advisory lock on the member, so creates sent at once (from any process) are
   * counted one after another and never slip past the limit together.
   */
  async create(
    usuarioId: number,
    igrejaId: number,
    input: { titulo: string; texto: string },
    chaveCliente: string | undefined,
    limit: number,
  ): Promise<{ note: NotaSermao; created: boolean } | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nota_sermao:${usuarioId}`}))`);
      const notes = new NotesRepository(tx);
      const existing = chaveCliente ? await notes.byKey(usuarioId, chaveCliente) : null;
      if (existing) return { note: existing, created: false };
      if ((await notes.countOf(usuarioId, igrejaId)) >= limit) return null;
      const [inserted] = await tx
        .insert(notaSermao)
        .values({ igrejaId, usuarioId, titulo: input.titulo, texto: input.texto, chaveCliente: chaveCliente ?? null })
        .returning();
      if (!inserted) throw new Error('The note was not stored.');
      return { note: toNote(inserted), created: true };
    });
  }

  /** Changes the member's note; its last-changed date moves only when its title or text does. */
  async update(usuarioId: number, id: number, input: { titulo: string; texto: string }, igrejaId?: number): Promise<NotaSermao | null> {
    const [row] = await this.db
      .update(notaSermao)
      .set({
        titulo: input.titulo,
        texto: input.texto,
        dataUltimaAlteracao: sql`case when ${notaSermao.titulo} is distinct from ${input.titulo} or ${notaSermao.texto} is distinct from ${input.texto} then now() else ${notaSermao.dataUltimaAlteracao} end`,
      })
      .where(this.ownNote(usuarioId, id, igrejaId))
      .returning();
    return row ? toNote(row) : null;
  }

  async delete(usuarioId: number, id: number, igrejaId?: number): Promise<boolean> {
    const deleted = await this.db.delete(notaSermao).where(this.ownNote(usuarioId, id, igrejaId)).returning({ id: notaSermao.id });
    return deleted.length > 0;
  }

  private ownNote(usuarioId: number, id: number, igrejaId: number | undefined) {
    return and(eq(notaSermao.id, id), eq(notaSermao.usuarioId, usuarioId), igrejaId === undefined ? undefined : eq(notaSermao.igrejaId, igrejaId));
  }
}

function toNote(row: typeof notaSermao.$inferSelect): NotaSermao {
  return {
    id: row.id,
    igreja: row.igrejaId,
    titulo: row.titulo,
    texto: row.texto,
    dataCadastro: row.dataCadastro.toISOString(),
    dataUltimaAlteracao: row.dataUltimaAlteracao.toISOString(),
  };
}
