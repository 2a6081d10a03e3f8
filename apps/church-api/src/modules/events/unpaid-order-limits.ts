import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { ProblemError } from '@church/api-platform/http/problem';
import { UNPAID_HOLDING_STATUSES } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { inscricao, inscricaoVisitante } from './schema';

/**
 * How much one buyer (an account, or a visitor's e-mail address) and one network address may hold at a
 * church without having paid: enough for a family paying cash at the door, too little to take an
 * event's stock with orders nobody pays (EVENT_UNPAID_ORDERS_PER_BUYER, _TICKETS_PER_BUYER, _TICKETS_PER_ADDRESS).
 */
export interface UnpaidOrderLimits {
  ordersPerBuyer: number;
  ticketsPerBuyer: number;
  /** Generous: a congregation registering at the lobby shares one address. */
  ticketsPerAddress: number;
}

/** What a buyer and their address hold unpaid at a church now. */
interface UnpaidHeld {
  buyerOrders: number;
  buyerTickets: number;
  addressTickets: number;
}

/** Who is asking: their account's or e-mail's orders, and the address the order comes from. */
export interface UnpaidBuyer {
  igrejaId: number;
  usuarioId: number | null;
  guestEmail: string | null;
  ip: string | null;
}

const unpaidStatuses = sql.join(
  UNPAID_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * What the buyer and their address hold unpaid, each counted only up to one past its limit: the work of
 * a purchase stays bounded however many unpaid orders a church (or a network) has.
 */
async function unpaidHeld(db: Database, buyer: UnpaidBuyer, limits: UnpaidOrderLimits): Promise<UnpaidHeld> {
  const ofBuyer: SQL =
    buyer.usuarioId !== null
      ? sql`p.usuario_id = ${buyer.usuarioId}`
      : sql`p.id in (select ${inscricaoVisitante.pagamentoId} from ${inscricaoVisitante} where ${inscricaoVisitante.email} = ${buyer.guestEmail ?? ''})`;
  const unpaidOf = (who: SQL) => sql`from ${pagamento} p where p.igreja_id = ${buyer.igrejaId} and p.origem = 'EVENTO' and p.status in (${unpaidStatuses}) and ${who}`;
  const ticketsOf = (who: SQL, cap: number) => sql`(select count(*) from (
      select 1 from ${inscricao} i join ${pagamento} p on p.id = i.pagamento_id
      where i.status = 'ativa' and p.igreja_id = ${buyer.igrejaId} and p.origem = 'EVENTO' and p.status in (${unpaidStatuses}) and ${who}
      limit ${cap + 1}) held)`;
  const [row] = rowsOf<UnpaidHeld>(
    await db.execute(sql`
      select (select count(*) from (select 1 ${unpaidOf(ofBuyer)} limit ${limits.ordersPerBuyer + 1}) held)::integer as "buyerOrders",
             (${ticketsOf(ofBuyer, limits.ticketsPerBuyer)})::integer as "buyerTickets",
             (${buyer.ip ? ticketsOf(sql`p.endereco_ip = ${buyer.ip}`, limits.ticketsPerAddress) : sql`0`})::integer as "addressTickets"`),
  );
  return row ?? { buyerOrders: 0, buyerTickets: 0, addressTickets: 0 };
}

function refusal(detail: string): ProblemError {
  return new ProblemError(422, 'Too many unpaid orders', detail, { code: 'UNPAID_ORDERS_LIMIT', errors: [{ field: 'body.ingressos', message: detail }] });
}

/** Why what is held unpaid (the new order included) is too much, or null. */
function overLimit(held: UnpaidHeld, limits: UnpaidOrderLimits): string | null {
  if (held.buyerOrders > limits.ordersPerBuyer) return `At most ${limits.ordersPerBuyer} unpaid orders at once; pay or let one end first.`;
  if (held.buyerTickets > limits.ticketsPerBuyer) return `At most ${limits.ticketsPerBuyer} unpaid tickets at once; pay or let an order end first.`;
  if (held.addressTickets > limits.ticketsPerAddress) return 'Too many unpaid tickets are held from this network; try again once some are paid.';
  return null;
}

/**
 * After the order is made (its own payment counted), whether the buyer or their address now holds
 * more than allowed (422 UNPAID_ORDERS_LIMIT): concurrent orders each see the others, so at the limit
 * some may be refused together, but never does more get through. The caller cancels its own order then.
 */
export async function refusalAfterOrder(db: Database, buyer: UnpaidBuyer, limits: UnpaidOrderLimits): Promise<ProblemError | null> {
  const reason = overLimit(await unpaidHeld(db, buyer, limits), limits);
  return reason ? refusal(reason) : null;
}
