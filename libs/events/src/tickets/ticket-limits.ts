import type { Ingresso, Inscricao } from '@church/contracts-events';

/** At most this many tickets of one type in one purchase. */
export const MAX_PER_PURCHASE = 10;

/** A ticket type's state for this member (§4 "Ticket availability"): the server's, or the member's own limit reached. */
export type TicketAvailability = Ingresso['situacao'] | 'LIMITE_USUARIO';

/** How many of each type the member already holds. */
export function heldByType(tickets: readonly Inscricao[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const ticket of tickets) held.set(ticket.idIngresso, (held.get(ticket.idIngresso) ?? 0) + 1);
  return held;
}

export function availabilityFor(ticket: Ingresso, held: number): TicketAvailability {
  if (ticket.situacao === 'A_VENDA' && ticket.limitePorUsuario !== null && ticket.limitePorUsuario !== undefined && held >= ticket.limitePorUsuario) {
    return 'LIMITE_USUARIO';
  }
  return ticket.situacao;
}

/** How many the member may still choose of a type now. */
export function maxChoosable(ticket: Ingresso, held: number): number {
  if (availabilityFor(ticket, held) !== 'A_VENDA') return 0;
  const byLimit = ticket.limitePorUsuario === null || ticket.limitePorUsuario === undefined ? Number.POSITIVE_INFINITY : ticket.limitePorUsuario - held;
  return Math.max(0, Math.min(ticket.disponivel, byLimit, MAX_PER_PURCHASE));
}
