import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { transmissao } from '@church/api-modules/live';
import { cultoLouvor, louvor, louvorAtual } from './schema';

/** The song being sung now at a broadcast (`idLouvor` null: none marked), as the contract's LouvorAtual. */
export interface CurrentSong {
  idLouvor: number | null;
  titulo: string | null;
  alteradoEm: string | null;
}

export type StoredSong = typeof louvor.$inferSelect;

export interface SetlistEntry {
  id: number;
  titulo: string;
  autor: string | null;
  tom: string | null;
  ordem: number;
}

/** A church's songs and its services' setlists. Every query is scoped by the church. */
export class PraiseRepository {
  constructor(private readonly db: Database) {}

  async song(igrejaId: number, id: number): Promise<StoredSong | null> {
    const [row] = await this.db.select().from(louvor).where(and(eq(louvor.igrejaId, igrejaId), eq(louvor.id, id))).limit(1);
    return row ?? null;
  }

  /** The setlist of a broadcast's service; null when the church has no such broadcast. */
  async setlistOfBroadcast(igrejaId: number, broadcastId: number): Promise<SetlistEntry[] | null> {
    const [broadcast] = await this.db
      .select({ cultoId: transmissao.cultoId })
      .from(transmissao)
      .where(and(eq(transmissao.igrejaId, igrejaId), eq(transmissao.id, broadcastId)))
      .limit(1);
    if (!broadcast) return null;
    return this.db
      .select({ id: louvor.id, titulo: louvor.titulo, autor: louvor.autor, tom: louvor.tom, ordem: cultoLouvor.ordem })
      .from(cultoLouvor)
      .innerJoin(louvor, and(eq(louvor.id, cultoLouvor.louvorId), eq(louvor.igrejaId, igrejaId)))
      .where(eq(cultoLouvor.cultoId, broadcast.cultoId))
      .orderBy(asc(cultoLouvor.ordem));
  }

  /** The song being sung now at a broadcast of the church; null when the church has no such broadcast. */
  async currentSong(igrejaId: number, broadcastId: number): Promise<CurrentSong | null> {
    const [row] = await this.db
      .select({ idLouvor: louvor.id, titulo: louvor.titulo, alteradoEm: louvorAtual.alteradoEm })
      .from(transmissao)
      .leftJoin(louvorAtual, and(eq(louvorAtual.transmissaoId, transmissao.id), eq(louvorAtual.igrejaId, igrejaId)))
      .leftJoin(louvor, and(eq(louvor.id, louvorAtual.louvorId), eq(louvor.igrejaId, igrejaId)))
      .where(and(eq(transmissao.igrejaId, igrejaId), eq(transmissao.id, broadcastId)))
      .limit(1);
    if (!row) return null;
    return { idLouvor: row.idLouvor, titulo: row.titulo, alteradoEm: row.alteradoEm ? row.alteradoEm.toISOString() : null };
  }

  /**
   * Marks the song being sung now at a broadcast of the church (null clears it), by the account given.
   * `no-broadcast` when the church has no such broadcast, `not-in-setlist` when the song is not in its
   * service's setlist (another church's song never is).
   */
  async setCurrentSong(
    igrejaId: number,
    broadcastId: number,
    louvorId: number | null,
    accountId: number,
  ): Promise<CurrentSong | 'no-broadcast' | 'not-in-setlist'> {
    const [broadcast] = await this.db
      .select({ cultoId: transmissao.cultoId })
      .from(transmissao)
      .where(and(eq(transmissao.igrejaId, igrejaId), eq(transmissao.id, broadcastId)))
      .limit(1);
    if (!broadcast) return 'no-broadcast';
    if (louvorId !== null) {
      const [inSetlist] = await this.db
        .select({ one: sql`1` })
        .from(cultoLouvor)
        .innerJoin(louvor, and(eq(louvor.id, cultoLouvor.louvorId), eq(louvor.igrejaId, igrejaId)))
        .where(and(eq(cultoLouvor.cultoId, broadcast.cultoId), eq(cultoLouvor.louvorId, louvorId)))
        .limit(1);
      if (!inSetlist) return 'not-in-setlist';
    }
    const values = { louvorId, alteradoEm: sql`now()`, alteradoPor: accountId };
    await this.db
      .insert(louvorAtual)
      .values({ transmissaoId: broadcastId, igrejaId, ...values })
      .onConflictDoUpdate({ target: louvorAtual.transmissaoId, set: values });
    return (await this.currentSong(igrejaId, broadcastId)) ?? 'no-broadcast';
  }
}
