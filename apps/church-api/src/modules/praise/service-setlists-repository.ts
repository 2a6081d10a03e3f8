import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { culto } from '@church/api-modules/schedule';
import type { SetlistEntry } from './praise-repository';
import { cultoLouvor, louvor } from './schema';

/** A scheduled service with the songs of its setlist, in order. */
export interface ServiceSetlist {
  culto: number;
  louvores: SetlistEntry[];
}

/** The setlists of a church's scheduled services, read for a stretch of the schedule at once. */
export class ServiceSetlistRepository {
  constructor(private readonly db: Database) {}

  /**
   * The church's published services starting in [start, end) that have songs, by start, each with its
   * setlist in order; both the service and the songs must be the church's.
   */
  async setlistsStartingIn(igrejaId: number, start: Date, end: Date): Promise<ServiceSetlist[]> {
    const rows = await this.db
      .select({ cultoId: culto.id, id: louvor.id, titulo: louvor.titulo, autor: louvor.autor, tom: louvor.tom, ordem: cultoLouvor.ordem })
      .from(cultoLouvor)
      .innerJoin(
        culto,
        and(eq(culto.id, cultoLouvor.cultoId), eq(culto.igrejaId, igrejaId), eq(culto.flagPublicado, true), gte(culto.dataInicio, start), lt(culto.dataInicio, end)),
      )
      .innerJoin(louvor, and(eq(louvor.id, cultoLouvor.louvorId), eq(louvor.igrejaId, igrejaId)))
      .orderBy(asc(culto.dataInicio), asc(culto.id), asc(cultoLouvor.ordem));
    const services: ServiceSetlist[] = [];
    for (const { cultoId, ...song } of rows) {
      const last = services.at(-1);
      if (last?.culto === cultoId) last.louvores.push(song);
      else services.push({ culto: cultoId, louvores: [song] });
    }
    return services;
  }
}
