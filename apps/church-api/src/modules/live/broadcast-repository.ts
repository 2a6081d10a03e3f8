import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Transmissao } from '@church/contracts-live';
import type { Database } from '@church/api-platform/db/database';
import { culto } from '@church/api-modules/schedule';
import { transmissao } from './schema';
import { videoIdOf } from './stream-address';

type Row = { transmissao: typeof transmissao.$inferSelect; titulo: string; descricao: string | null };

const iso = (date: Date, zone: string) => DateTime.fromJSDate(date).setZone(zone).toISO({ suppressMilliseconds: true }) ?? date.toISOString();

function toTransmissao({ transmissao: row, titulo, descricao }: Row, zone: string): Transmissao {
  return {
    id: row.id,
    idCulto: row.cultoId,
    titulo,
    descricao,
    dataInicio: iso(row.inicio, zone),
    dataFim: iso(row.fim, zone),
    stream: { tipo: row.streamTipo, url: row.streamUrl, videoId: videoIdOf(row.streamTipo, row.streamUrl) },
    passagem: row.passagemTexto
      ? {
          texto: row.passagemTexto,
          livro: row.passagemLivro,
          capitulo: row.passagemCapitulo,
          versiculoInicio: row.passagemVersiculoInicio,
          versiculoFim: row.passagemVersiculoFim,
        }
      : null,
    chat: { acesso: row.chatAcesso, minutosAntes: row.chatMinutosAntes, minutosDepois: row.chatMinutosDepois },
  };
}

/**
 * A church's broadcasts of its published services. Every query is scoped by the church, and the
 * service joined must be the same church's.
 */
export class BroadcastRepository {
  constructor(private readonly db: Database) {}

  private select(igrejaId: number, where: SQL | undefined) {
    return this.db
      .select({ transmissao, titulo: culto.titulo, descricao: culto.descricao })
      .from(transmissao)
      .innerJoin(culto, and(eq(culto.id, transmissao.cultoId), eq(culto.igrejaId, transmissao.igrejaId)))
      .where(and(eq(transmissao.igrejaId, igrejaId), eq(culto.flagPublicado, true), where));
  }

  /** The broadcast on at `now` (the latest started, if two overlap), else the last one that ended; null for none. */
  async currentOrLast(igrejaId: number, now: Date, zone: string): Promise<(Transmissao & { etiqueta: 'ao_vivo' | 'ultima_transmissao' }) | null> {
    const [live] = await this.select(igrejaId, and(lte(transmissao.inicio, now), gt(transmissao.fim, now)))
      .orderBy(desc(transmissao.inicio), desc(transmissao.id))
      .limit(1);
    if (live) return { ...toTransmissao(live, zone), etiqueta: 'ao_vivo' };
    const [last] = await this.select(igrejaId, lte(transmissao.fim, now)).orderBy(desc(transmissao.fim), desc(transmissao.id)).limit(1);
    return last ? { ...toTransmissao(last, zone), etiqueta: 'ultima_transmissao' } : null;
  }

  /**
   * One broadcast of the church, with where it stands at `now`: on now (from its start until its end),
   * over, or yet to start; null for another church's, an unknown one or one of an unpublished service.
   */
  async byId(igrejaId: number, id: number, now: Date, zone: string): Promise<(Transmissao & { situacao: 'ao_vivo' | 'encerrada' | 'agendada' }) | null> {
    const [row] = await this.select(igrejaId, eq(transmissao.id, id)).limit(1);
    if (!row) return null;
    const { inicio, fim } = row.transmissao;
    const situacao = fim <= now ? 'encerrada' : inicio > now ? 'agendada' : 'ao_vivo';
    return { ...toTransmissao(row, zone), situacao };
  }

  /** The next `limit` broadcasts that start after `now`, soonest first. */
  async upcoming(igrejaId: number, now: Date, limit: number, zone: string): Promise<Transmissao[]> {
    const rows = await this.select(igrejaId, gt(transmissao.inicio, now)).orderBy(asc(transmissao.inicio), asc(transmissao.id)).limit(limit);
    return rows.map((row) => toTransmissao(row, zone));
  }
}
