import { eventsPaths } from '../paths';

/** Where the purchase's queries on an event's address lead (null: nowhere, the event is shown). */
export function purchaseStepOf(query: URLSearchParams, id: number | null): string | null {
  if (id === null) return null;
  const step = query.get('buyingStep');
  const ticket = Number(query.get('fillTicket'));
  if (Number.isInteger(ticket) && ticket >= 1 && ticket <= 100) return `${eventsPaths.tickets.href(id)}?fillTicket=${ticket}`;
  if (step === null) return null;
  return step === 'checkout' || step === '3' ? `${eventsPaths.tickets.href(id)}?buyingStep=checkout` : eventsPaths.tickets.href(id);
}
