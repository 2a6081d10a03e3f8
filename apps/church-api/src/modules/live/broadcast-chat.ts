import { and, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { culto } from '@church/api-modules/schedule';
import { type ChatAccess, transmissao } from './schema';

/** A broadcast's chat settings, as the chat module reads them: who may chat, and the window it is open. */
export interface BroadcastChat {
  /** The broadcast's id. */
  id: number;
  /** Its service's title. */
  titulo: string;
  acesso: ChatAccess;
  /** When the chat opens: `chatMinutosAntes` before the broadcast starts. */
  abreEm: Date;
  /** When it closes: `chatMinutosDepois` after the broadcast ends. */
  fechaEm: Date;
}

const MINUTE_MS = 60_000;

/**
 * The chat settings of one of a church's broadcasts, by the church and the broadcast's id; null for
 * another church's broadcast, an unknown one, or one whose service is not published.
 */
export async function broadcastChatOf(db: Database, igrejaId: number, id: number): Promise<BroadcastChat | null> {
  const [row] = await db
    .select({
      id: transmissao.id,
      titulo: culto.titulo,
      acesso: transmissao.chatAcesso,
      inicio: transmissao.inicio,
      fim: transmissao.fim,
      antes: transmissao.chatMinutosAntes,
      depois: transmissao.chatMinutosDepois,
    })
    .from(transmissao)
    .innerJoin(culto, and(eq(culto.id, transmissao.cultoId), eq(culto.igrejaId, transmissao.igrejaId)))
    .where(and(eq(transmissao.igrejaId, igrejaId), eq(transmissao.id, id), eq(culto.flagPublicado, true)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    titulo: row.titulo,
    acesso: row.acesso,
    abreEm: new Date(row.inicio.getTime() - row.antes * MINUTE_MS),
    fechaEm: new Date(row.fim.getTime() + row.depois * MINUTE_MS),
  };
}
