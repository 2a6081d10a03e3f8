import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { transmissao } from '@church/api-modules/live';
import { cultoLouvor, louvor } from './schema';

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
}
