import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { effectiveVisibility, type Visibility } from './content-rows';
import { planoAssinaturaConfiguracao, planoAssinaturaConteudo, planoAssinaturaMidia, type StoredCaption, usuarioPlanoAssinatura } from './schema';


export interface VideoMedia {
  formato: 'hls' | 'mp4' | 'youtube' | 'vimeo';
  endereco: string;
  legendas: StoredCaption[];
  /** Who may watch it (its own visibility, else its area's). */
  visibilidade: Visibility;
}

/** What watching needs: a video's media and whether a member may watch what subscribers watch. */
export class WatchRepository {
  constructor(private readonly db: Database) {}

  /** The media of a video of the church; null for a collection, another church's content, or a video without media. */
  async media(igrejaId: number, conteudoId: number): Promise<VideoMedia | null> {
    const [row] = await this.db
      .select({
        formato: planoAssinaturaMidia.formato,
        endereco: planoAssinaturaMidia.endereco,
        legendas: planoAssinaturaMidia.legendas,
        visibilidade: effectiveVisibility,
      })
      .from(planoAssinaturaMidia)
      .innerJoin(planoAssinaturaConteudo, eq(planoAssinaturaConteudo.id, planoAssinaturaMidia.conteudoId))
      .leftJoin(planoAssinaturaConfiguracao, eq(planoAssinaturaConfiguracao.igrejaId, planoAssinaturaConteudo.igrejaId))
      .where(and(eq(planoAssinaturaMidia.conteudoId, conteudoId), eq(planoAssinaturaMidia.igrejaId, igrejaId), eq(planoAssinaturaConteudo.igrejaId, igrejaId), eq(planoAssinaturaConteudo.tipo, 'video')));
    return row ? { ...row, formato: row.formato as VideoMedia['formato'], visibilidade: row.visibilidade as Visibility } : null;
  }

  /**
   * Whether the member may watch what subscribers watch: a cancelled subscription until its paid period
   * ends; a running one also while its renewal is on its way or retried, for the area's days of grace.
   */
  async subscribed(igrejaId: number, usuarioId: number, now = new Date()): Promise<boolean> {
    const at = now.toISOString();
    const [row] = await this.db
      .select({ id: usuarioPlanoAssinatura.id })
      .from(usuarioPlanoAssinatura)
      .leftJoin(planoAssinaturaConfiguracao, eq(planoAssinaturaConfiguracao.igrejaId, usuarioPlanoAssinatura.igrejaId))
      .where(
        and(
          eq(usuarioPlanoAssinatura.igrejaId, igrejaId),
          eq(usuarioPlanoAssinatura.usuarioId, usuarioId),
          sql`case ${usuarioPlanoAssinatura.situacao}
            when 'cancelado' then ${usuarioPlanoAssinatura.fimPeriodo} > ${at}::timestamptz
            when 'ativo' then ${usuarioPlanoAssinatura.fimPeriodo} + make_interval(days => coalesce(${planoAssinaturaConfiguracao.diasCarencia}, 0)) > ${at}::timestamptz
            when 'inadimplente' then ${usuarioPlanoAssinatura.fimPeriodo} + make_interval(days => coalesce(${planoAssinaturaConfiguracao.diasCarencia}, 0)) > ${at}::timestamptz
            else false end`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
