import type { InscricaoInput } from '@church/contracts-events';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowFromJson, rowsOf } from '@church/api-platform/db/rows';
import type { NewPayment, PaymentRow } from '@church/api-modules/payments';
import { pagamento } from '@church/api-modules/payments';
import { checkoutRefusal } from './checkout-refusal';
import type { EventForSale } from './event-repository';
import { eventoIngresso, inscricao } from './schema';

type NewTicket = Omit<typeof inscricao.$inferInsert, 'pagamentoId'>;

/**
 * Takes the units of each ticket type with one conditional UPDATE: the row lock makes buyers of the
 * last units wait their turn, and the condition is checked again after it, so no more are sold than
 * there are. A type that cannot give them all ends the transaction (nothing taken).
 */
export async function reserve(tx: Database, event: EventForSale, order: InscricaoInput): Promise<void> {
  const asked = new Map<number, number>();
  for (const ticket of order.ingressos) asked.set(ticket.idIngresso, (asked.get(ticket.idIngresso) ?? 0) + 1);
  for (const [id, quantity] of [...asked].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(eventoIngresso)
      .set({ vendidos: sql`${eventoIngresso.vendidos} + ${quantity}` })
      .where(and(eq(eventoIngresso.id, id), sql`${eventoIngresso.vendidos} + ${quantity} <= ${eventoIngresso.quantidade}`))
      .returning({ id: eventoIngresso.id });
    if (taken.length === 0) await refuseShortStock(tx, event, id);
  }
}

/** Refuses an order a ticket type cannot fill: sold out (EVT_REG_001), or fewer left than asked (EVT_REG_021). */
async function refuseShortStock(db: Database, event: EventForSale, id: number): Promise<never> {
  const [left] = await db.select({ left: sql<number>`${eventoIngresso.quantidade} - ${eventoIngresso.vendidos}` }).from(eventoIngresso).where(eq(eventoIngresso.id, id));
  const name = event.ingressos.find((type) => type.id === id)?.nome ?? String(id);
  if (!left || Number(left.left) <= 0) throw checkoutRefusal('EVT_REG_001', `${name} is sold out.`, 'body.ingressos');
  throw checkoutRefusal('EVT_REG_021', `Only ${left.left} of ${name} left.`, 'body.ingressos');
}

/**
 * An order of one ticket type in a single statement: the stock's conditional UPDATE, the payment and
 * the tickets as one CTE, so that PostgreSQL makes them all or none without a transaction's round
 * trips. No units left: nothing is written, and the refusal says whether any are left at all.
 */
export async function buyInOneStatement(
  db: Database,
  event: EventForSale,
  newPayment: NewPayment,
  newTickets: NewTicket[],
): Promise<{ payment: PaymentRow; tickets: (typeof inscricao.$inferSelect)[] }> {
  const typeId = newTickets[0]?.ingressoId ?? 0;
  const paymentColumns = columnsAndValues(pagamento, newPayment);
  const rows = rowsOf<{ payment: Record<string, unknown> | null; tickets: Record<string, unknown>[] }>(
    await db.execute(sql`
      with taken as (
        update ${eventoIngresso} set vendidos = vendidos + ${newTickets.length}
        where id = ${typeId} and vendidos + ${newTickets.length} <= quantidade
        returning id
      ), paid as (
        insert into ${pagamento} (${paymentColumns.columns}) select ${paymentColumns.values} from taken returning *
      ), bought as (
        insert into ${inscricao} (igreja_id, evento_id, ingresso_id, usuario_id, pagamento_id, participante, comprador, respostas, valor, taxa)
        select t.igreja_id, t.evento_id, t.ingresso_id, t.usuario_id, paid.id, t.participante, t.comprador, t.respostas, t.valor, t.taxa
        from paid cross join jsonb_to_recordset(${JSON.stringify(newTickets.map(snakeTicket))}::jsonb)
          as t(ordem integer, igreja_id integer, evento_id integer, ingresso_id integer, usuario_id integer, participante text, comprador text, respostas jsonb, valor integer, taxa integer)
        order by t.ordem
        returning *
      )
      select (select to_jsonb(paid) from paid) as payment, coalesce((select jsonb_agg(to_jsonb(bought) order by bought.id) from bought), '[]'::jsonb) as tickets
    `),
  );
  const answer = rows[0];
  if (!answer?.payment) return refuseShortStock(db, event, typeId);
  return { payment: rowFromJson(pagamento, answer.payment), tickets: answer.tickets.map((ticket) => rowFromJson(inscricao, ticket)) };
}

/** The columns of `values` by their SQL names, and their values as the driver takes them. */
function columnsAndValues(table: typeof pagamento, values: NewPayment) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in values) as [keyof NewPayment, (typeof table)[keyof NewPayment]][];
  return {
    columns: sql.join(columns.map(([, column]) => sql.identifier(column.name)), sql`, `),
    values: sql.join(columns.map(([key, column]) => sql`${values[key] === null || values[key] === undefined ? null : column.mapToDriverValue(values[key] as never)}`), sql`, `),
  };
}

function snakeTicket(ticket: NewTicket, ordem: number) {
  return {
    ordem,
    igreja_id: ticket.igrejaId,
    evento_id: ticket.eventoId,
    ingresso_id: ticket.ingressoId,
    usuario_id: ticket.usuarioId ?? null,
    participante: ticket.participante,
    comprador: ticket.comprador,
    respostas: ticket.respostas ?? [],
    valor: ticket.valor,
    taxa: ticket.taxa,
  };
}
