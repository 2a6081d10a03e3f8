import type { Evento } from '@church/contracts-events';

/** §4 "Event button": register, register again, unavailable, closed, online access. */
export type EventButtonState = 'register' | 'register-again' | 'unavailable' | 'closed' | 'online-access';

/** The event button for this event now, given how many tickets the member already holds (0 for a visitor). */
export function eventButtonState(event: Pick<Evento, 'dataInicio' | 'dataFim' | 'flagOnline' | 'ingressos'>, now: Date, registrations = 0): EventButtonState {
  const ended = new Date(event.dataFim ?? event.dataInicio) < now;
  if (event.flagOnline && registrations > 0) return 'online-access';
  if (ended) return 'closed';
  const onSale = event.ingressos.some((ticket) => ticket.situacao === 'A_VENDA');
  if (!onSale) return event.ingressos.length > 0 && event.ingressos.every((ticket) => ticket.situacao === 'ENCERRADO') ? 'closed' : 'unavailable';
  return registrations > 0 ? 'register-again' : 'register';
}
