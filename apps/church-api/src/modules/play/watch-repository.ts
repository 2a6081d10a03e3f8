import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { Visibility } from './content-rows';
import { planoAssinaturaConteudo, planoAssinaturaMidia, type StoredCaption, usuarioPlanoAssinatura } from './schema';

/** A subscription in one of these gives access until its period ends (a cancelled one keeps what was paid for). */
const GIVES_ACCESS = ['ativo', 'inadimplente', 'cancelado'];

export interface VideoMedia {
  formato: 'hls' | 'mp4' | 'youtube' | 'vimeo';
  endereco: string;
  legendas: StoredCaption[];
  /** The video's own visibility; null: the area's. */
  visibilidade: Visibility | null;
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
        visibilidade: planoAssinaturaConteudo.tipoVisibilidadeConteudo,
      })
      .from(planoAssinaturaMidia)
      .innerJoin(planoAssinaturaConteudo, eq(planoAssinaturaConteudo.id, planoAssinaturaMidia.conteudoId))
      .where(and(eq(planoAssinaturaMidia.conteudoId, conteudoId), eq(planoAssinaturaMidia.igrejaId, igrejaId), eq(planoAssinaturaConteudo.igrejaId, igrejaId), eq(planoAssinaturaConteudo.tipo, 'video')));
    return row ? { ...row, formato: row.formato as VideoMedia['formato'], visibilidade: row.visibilidade as Visibility | null } : null;
  }

  /** Whether the member has a subscription at the church whose paid period has not ended. */
  async subscribed(igrejaId: number, usuarioId: number, now = new Date()): Promise<boolean> {
    const [row] = await this.db
      .select({ id: usuarioPlanoAssinatura.id })
      .from(usuarioPlanoAssinatura)
      .where(
        and(
          eq(usuarioPlanoAssinatura.igrejaId, igrejaId),
          eq(usuarioPlanoAssinatura.usuarioId, usuarioId),
          inArray(usuarioPlanoAssinatura.situacao, GIVES_ACCESS),
          gt(usuarioPlanoAssinatura.fimPeriodo, now),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}
