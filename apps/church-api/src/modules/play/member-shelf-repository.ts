import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanoAssinaturaConteudo, Progresso, UsuarioPlanoAssinaturaConteudo } from '@church/contracts-play';
import type { Database } from '@church/api-platform/db/database';
import { contentView, selectContents } from './content-rows';
import { planoAssinaturaConteudo, usuarioPlanoAssinaturaConteudo, usuarioPlanoAssinaturaProgresso } from './schema';

/** The most contents a member's list holds at a church. */
export const MY_LIST_LIMIT = 500;
/** How many unfinished videos "continue watching" shows. */
const CONTINUE_WATCHING = 20;

export type AddToListResult = { kind: 'added' | 'there'; item: UsuarioPlanoAssinaturaConteudo } | { kind: 'full' } | { kind: 'no-content' };

/**
 * What a member keeps in a church's video area: their list and where they stopped in each video. Every
 * query is scoped by the member and the church; a content of another church is never found.
 */
export class MemberShelfRepository {
  constructor(private readonly db: Database) {}

  private async contentOf(igrejaId: number, id: number) {
    const [row] = await selectContents(this.db).where(and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), eq(planoAssinaturaConteudo.id, id)));
    return row ?? null;
  }

  /** The church's contents of these ids, by id (one query). */
  private async contentsById(igrejaId: number, ids: readonly number[]): Promise<Map<number, PlanoAssinaturaConteudo>> {
    if (ids.length === 0) return new Map();
    const rows = await selectContents(this.db).where(and(eq(planoAssinaturaConteudo.igrejaId, igrejaId), inArray(planoAssinaturaConteudo.id, [...ids])));
    return new Map(rows.map((row) => [row.id, contentView(row)]));
  }

  async list(igrejaId: number, usuarioId: number): Promise<UsuarioPlanoAssinaturaConteudo[]> {
    const items = await this.db
      .select()
      .from(usuarioPlanoAssinaturaConteudo)
      .where(and(eq(usuarioPlanoAssinaturaConteudo.usuarioId, usuarioId), eq(usuarioPlanoAssinaturaConteudo.igrejaId, igrejaId)))
      .orderBy(desc(usuarioPlanoAssinaturaConteudo.dataCadastro), desc(usuarioPlanoAssinaturaConteudo.id));
    const contents = await this.contentsById(igrejaId, items.map((item) => item.conteudoId));
    return items.flatMap((item) => {
      const content = contents.get(item.conteudoId);
      return content ? [{ id: item.id, dataCadastro: item.dataCadastro.toISOString(), planoAssinaturaConteudo: content }] : [];
    });
  }

  /** Adds a content once: a second add, or two at once, answer the one item there is. */
  async add(igrejaId: number, usuarioId: number, conteudoId: number): Promise<AddToListResult> {
    const content = await this.contentOf(igrejaId, conteudoId);
    if (!content) return { kind: 'no-content' };
    return this.db.transaction(async (tx) => {
      // One member's adds at a church take turns, so that two at once cannot pass the limit together.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('play-my-list'), ${usuarioId})`);
      const [existing] = await tx
        .select()
        .from(usuarioPlanoAssinaturaConteudo)
        .where(and(eq(usuarioPlanoAssinaturaConteudo.usuarioId, usuarioId), eq(usuarioPlanoAssinaturaConteudo.conteudoId, conteudoId)));
      const view = (item: { id: number; dataCadastro: Date }) => ({ id: item.id, dataCadastro: item.dataCadastro.toISOString(), planoAssinaturaConteudo: contentView(content) });
      if (existing) return { kind: 'there', item: view(existing) };
      const [held] = await tx
        .select({ total: count() })
        .from(usuarioPlanoAssinaturaConteudo)
        .where(and(eq(usuarioPlanoAssinaturaConteudo.usuarioId, usuarioId), eq(usuarioPlanoAssinaturaConteudo.igrejaId, igrejaId)));
      if ((held?.total ?? 0) >= MY_LIST_LIMIT) return { kind: 'full' };
      const [added] = await tx.insert(usuarioPlanoAssinaturaConteudo).values({ igrejaId, usuarioId, conteudoId }).returning();
      if (!added) throw new Error('The list item was not written');
      return { kind: 'added', item: view(added) };
    });
  }

  /** Takes the member's own item off their list; false when they have no such item at the church. */
  async remove(igrejaId: number, usuarioId: number, itemId: number): Promise<boolean> {
    const removed = await this.db
      .delete(usuarioPlanoAssinaturaConteudo)
      .where(and(eq(usuarioPlanoAssinaturaConteudo.id, itemId), eq(usuarioPlanoAssinaturaConteudo.usuarioId, usuarioId), eq(usuarioPlanoAssinaturaConteudo.igrejaId, igrejaId)))
      .returning({ id: usuarioPlanoAssinaturaConteudo.id });
    return removed.length > 0;
  }

  /** Whether the content is a video of the church (only videos are watched). */
  async isVideo(igrejaId: number, conteudoId: number): Promise<boolean> {
    return (await this.contentOf(igrejaId, conteudoId))?.tipo === 'video';
  }

  async progress(usuarioId: number, conteudoId: number): Promise<Progresso> {
    const [row] = await this.db
      .select()
      .from(usuarioPlanoAssinaturaProgresso)
      .where(and(eq(usuarioPlanoAssinaturaProgresso.usuarioId, usuarioId), eq(usuarioPlanoAssinaturaProgresso.conteudoId, conteudoId)));
    return row ? { segundos: row.segundos, concluido: row.concluido, dataAtualizacao: row.dataAtualizacao.toISOString() } : { segundos: 0, concluido: false, dataAtualizacao: null };
  }

  /** Keeps where the member is in a video of the church (the caller checked it is one); the last write wins. */
  async saveProgress(igrejaId: number, usuarioId: number, conteudoId: number, segundos: number, concluido: boolean): Promise<Progresso> {
    const [row] = await this.db
      .insert(usuarioPlanoAssinaturaProgresso)
      .values({ igrejaId, usuarioId, conteudoId, segundos, concluido })
      .onConflictDoUpdate({
        target: [usuarioPlanoAssinaturaProgresso.usuarioId, usuarioPlanoAssinaturaProgresso.conteudoId],
        set: { segundos, concluido, dataAtualizacao: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('The progress was not written');
    return { segundos: row.segundos, concluido: row.concluido, dataAtualizacao: row.dataAtualizacao.toISOString() };
  }

  /** The member's started and unfinished videos at the church, the last watched first. */
  async continueWatching(igrejaId: number, usuarioId: number): Promise<(Progresso & { planoAssinaturaConteudo: PlanoAssinaturaConteudo })[]> {
    const started = await this.db
      .select()
      .from(usuarioPlanoAssinaturaProgresso)
      .where(
        and(
          eq(usuarioPlanoAssinaturaProgresso.usuarioId, usuarioId),
          eq(usuarioPlanoAssinaturaProgresso.igrejaId, igrejaId),
          eq(usuarioPlanoAssinaturaProgresso.concluido, false),
          sql`${usuarioPlanoAssinaturaProgresso.segundos} > 0`,
        ),
      )
      .orderBy(desc(usuarioPlanoAssinaturaProgresso.dataAtualizacao))
      .limit(CONTINUE_WATCHING);
    const contents = await this.contentsById(igrejaId, started.map((row) => row.conteudoId));
    return started.flatMap((row) => {
      const content = contents.get(row.conteudoId);
      return content ? [{ segundos: row.segundos, concluido: row.concluido, dataAtualizacao: row.dataAtualizacao.toISOString(), planoAssinaturaConteudo: content }] : [];
    });
  }
}
