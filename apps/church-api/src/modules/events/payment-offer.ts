import type { PaymentMethod } from '@church/api-modules/payments';
import type { EventForSale } from './event-repository';

const DAY_MS = 86_400_000;

/** What decides which methods an event's tickets may be paid with. */
export interface OfferContext {
  churchMethods: readonly PaymentMethod[];
  now: Date;
  /** Days until a bank slip is due (the payment core's setting). */
  boletoDays: number;
}

/** Why a method the church has is not offered for this event now, or null when it is. */
export function methodUnavailableBecause(event: EventForSale, method: PaymentMethod, context: OfferContext): 'EVT_REG_010' | 'EVT_REG_012' | 'EVT_REG_013' | null {
  if (method === 'GRATUITO') return null;
  if (!context.churchMethods.includes(method)) return 'EVT_REG_010';
  if ((method === 'PIX' || method === 'BOLETO') && event.church.moeda !== 'BRL') return 'EVT_REG_010';
  const startsIn = event.dataInicio.getTime() - context.now.getTime();
  if (method === 'DINHEIRO' && startsIn < event.venda.diasPagamentoDinheiro * DAY_MS) return 'EVT_REG_012';
  if (method === 'BOLETO' && startsIn < context.boletoDays * DAY_MS) return 'EVT_REG_013';
  return null;
}

/** The methods offered for the event's paid tickets now, and GRATUITO when it has free ones. */
export function offeredMethods(event: EventForSale, context: OfferContext): PaymentMethod[] {
  const paid = event.ingressos.some((ticket) => ticket.valor > 0);
  const free = event.ingressos.some((ticket) => ticket.valor === 0);
  const methods = paid ? context.churchMethods.filter((method) => method !== 'GRATUITO' && methodUnavailableBecause(event, method, context) === null) : [];
  return free ? [...methods, 'GRATUITO'] : methods;
}
