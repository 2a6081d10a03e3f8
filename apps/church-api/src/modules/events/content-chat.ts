import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { CHARGED_STATUSES, pagamento } from '@church/api-modules/payments';
import { evento } from '@church/api-modules/schedule';
import { eventoConteudo, inscricao } from './schema';

/** An exclusive content as its chat needs it: its title and when it is open (null: no bound). */
export interface ContentChat {
  titulo: string;
  disponivelDe: Date | null;
  disponivelAte: Date | null;
}

/** The content `contentId` of the church's event `eventId`; null when either is not the church's, or they do not belong together. */
export async function contentChatOf(db: Database, churchId: number, eventId: number, contentId: number): Promise<ContentChat | null> {
  const [row] = await db
    .select({ titulo: eventoConteudo.titulo, disponivelDe: eventoConteudo.disponivelDe, disponivelAte: eventoConteudo.disponivelAte })
    .from(eventoConteudo)
    .innerJoin(evento, eq(evento.id, eventoConteudo.eventoId))
    .where(and(eq(eventoConteudo.id, contentId), eq(eventoConteudo.eventoId, eventId), eq(evento.igrejaId, churchId)));
  return row ?? null;
}

/** An exclusive content of one of the church's events, as the staff's list of content chats needs it. */
export interface ContentChatListing extends ContentChat {
  eventId: number;
  eventName: string;
  contentId: number;
}

/** The exclusive contents of the church's events, their events' latest start first (at most `limit`). */
export async function contentChatsOf(db: Database, churchId: number, limit: number): Promise<ContentChatListing[]> {
  return db
    .select({
      eventId: evento.id,
      eventName: evento.nome,
      contentId: eventoConteudo.id,
      titulo: eventoConteudo.titulo,
      disponivelDe: eventoConteudo.disponivelDe,
      disponivelAte: eventoConteudo.disponivelAte,
    })
    .from(eventoConteudo)
    .innerJoin(evento, eq(evento.id, eventoConteudo.eventoId))
    .where(eq(evento.igrejaId, churchId))
    .orderBy(desc(evento.dataInicio), desc(evento.id), asc(eventoConteudo.ordem), asc(eventoConteudo.id))
    .limit(limit);
}

/**
 * Whether the member holds a ticket of the church's event that opens its exclusive content: one still
 * valid (not given back) whose payment is complete, as the content route itself decides.
 */
export async function holdsContentTicket(db: Database, churchId: number, accountId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: inscricao.id })
    .from(inscricao)
    .innerJoin(pagamento, eq(pagamento.id, inscricao.pagamentoId))
    .where(
      and(
        eq(inscricao.igrejaId, churchId),
        eq(inscricao.eventoId, eventId),
        eq(inscricao.usuarioId, accountId),
        eq(inscricao.status, 'ativa'),
        inArray(pagamento.status, [...CHARGED_STATUSES]),
      ),
    )
    .limit(1);
  return row !== undefined;
}
