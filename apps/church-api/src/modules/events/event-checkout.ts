import type { Inscricao, InscricaoCriada, InscricaoInput } from '@church/contracts-events';
import type { Pagamento } from '@church/contracts-payments';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ProblemError } from '../../http/problem';
import { usuario } from '../account/schema';
import { buyerTotal, serviceFee } from '../payments/fees';
import { installmentOption } from '../payments/installments';
import { newPaymentCode } from '../payments/payment-code';
import type { PaymentMethod } from '../payments/payment-method';
import { type PaymentRow, paymentView } from '../payments/payment-repository';
import type { PaymentService } from '../payments/payment-service';
import { checkoutRefusal } from './checkout-refusal';
import { type EventForSale, inZone, ticketSituation } from './event-repository';
import { methodUnavailableBecause } from './payment-offer';
import { eventoIngresso, inscricao } from './schema';

const DAY_MS = 86_400_000;

/** Who buys: the signed-in account. */
export interface Buyer {
  id: number;
}

/** The price of an order, in cents: the tickets, the fee, the interest, and what is charged. */
interface OrderPrice {
  valor: number;
  taxa: number;
  juros: number;
  total: number;
  parcelas: number;
}

/**
 * A member's purchase of an event's tickets (§4 "Checkout"): every rule of §5 and §8 checked on the
 * server with the server's prices, the tickets reserved atomically (never oversold, never past a
 * member's limit, however many buy at once), the payment created in the same transaction and then
 * charged through the payment core. A refused or cancelled payment gives the tickets back (the
 * database does, events migration 0001).
 */
export class EventCheckout {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly options: { boletoDays: number; clock: () => Date },
  ) {}

  /** Buys the order's tickets of `event` (as `forSale` read it) for the buyer, and starts its payment. */
  async purchase(buyer: Buyer, event: EventForSale, order: InscricaoInput, churchMethods: readonly PaymentMethod[]): Promise<InscricaoCriada> {
    const now = this.options.clock();
    const method = order.pagamento.metodo;
    this.checkTickets(event, order, now);
    await this.checkMemberLimits(this.db, buyer, event, order);
    const price = this.priceOf(event, order);
    const person = await this.personOf(buyer.id);
    this.checkPayment(event, order, price, person, churchMethods, now);
    const cardToken = await this.cardTokenOf(buyer, event, order);
    const buyerName = person.name;

    const limited = order.ingressos.some((ticket) => event.ingressos.find((type) => type.id === ticket.idIngresso)?.limitePorUsuario != null);
    // The stock is taken last, so that the ticket type's row, which every buyer of it waits for, is
    // held only from its UPDATE to the commit.
    const { payment, tickets } = await this.db.transaction(async (tx) => {
      if (limited) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inscricao:${buyer.id}:${event.id}`}))`);
        await this.checkMemberLimits(tx, buyer, event, order);
      }
      const payment = await this.payments.payments.create(tx, {
        codigo: newPaymentCode(),
        igrejaId: event.church.id,
        usuarioId: buyer.id,
        origem: 'EVENTO',
        descricao: event.nome,
        idEvento: event.id,
        metodo: method,
        idGateway: null,
        moeda: event.church.moeda,
        ...price,
        status: method === 'GRATUITO' ? 'success' : 'em_aberto',
        dinheiroPagarAte: method === 'DINHEIRO' ? cashDueBy(event, now) : null,
      });
      const fees = splitFee(price.taxa, order.ingressos.length);
      const rows = await tx
        .insert(inscricao)
        .values(
          order.ingressos.map((ticket, index) => ({
            igrejaId: event.church.id,
            eventoId: event.id,
            ingressoId: ticket.idIngresso,
            usuarioId: buyer.id,
            pagamentoId: payment.id,
            participante: ticket.participante.trim(),
            comprador: buyerName,
            respostas: ticket.respostas.map((answer) => ({
              idPergunta: answer.idPergunta,
              pergunta: event.perguntas.find((question) => question.id === answer.idPergunta)?.pergunta ?? '',
              resposta: answer.resposta.trim(),
            })),
            valor: event.ingressos.find((type) => type.id === ticket.idIngresso)?.valor ?? 0,
            taxa: fees[index] ?? 0,
          })),
        )
        .returning();
      await reserve(tx, event, order);
      return { payment, tickets: rows };
    });

    const pagamento = method === 'GRATUITO' ? paymentView(payment, { qrCodes: false }) : await this.charge(payment, event, order, cardToken);
    if (order.pagamento.cartao?.salvarCartao && order.pagamento.cartao.token && pagamento.status !== 'nao_aprovado') {
      await this.payments.saveCard(buyer.id, event.church.id, order.pagamento.cartao.token);
    }
    return { inscricoes: tickets.map((ticket) => ticketOfPurchase(ticket, event, pagamento)), pagamento };
  }

  /** Every ticket is of this event, on sale now, and answers the event's questions (§8 019–024, 002–004). */
  private checkTickets(event: EventForSale, order: InscricaoInput, now: Date): void {
    const end = event.dataFim ?? event.dataInicio;
    if (end < now) throw checkoutRefusal('EVT_REG_002');
    const questions = new Map(event.perguntas.map((question) => [question.id, question]));
    order.ingressos.forEach((ticket, index) => {
      const type = event.ingressos.find((candidate) => candidate.id === ticket.idIngresso);
      const field = `body.ingressos[${index}]`;
      if (!type) throw checkoutRefusal('EVT_REG_024', `The ticket ${ticket.idIngresso} is not offered by this event.`, `${field}.idIngresso`);
      const situation = ticketSituation(type, end, now);
      if (situation === 'EM_BREVE') throw checkoutRefusal('EVT_REG_019', `${type.nome} is on sale from ${type.dataInicioVendas?.toISOString()}.`, `${field}.idIngresso`);
      if (situation === 'ENCERRADO') throw checkoutRefusal('EVT_REG_020', `Sales of ${type.nome} have ended.`, `${field}.idIngresso`);
      if (!ticket.participante.trim()) throw new ProblemError(400, 'Bad Request', 'The ticket holder needs a name.', { errors: [{ field: `${field}.participante`, message: 'Required.' }] });
      for (const answer of ticket.respostas) {
        if (!questions.has(answer.idPergunta)) throw checkoutRefusal('EVT_REG_004', `The question ${answer.idPergunta} is no longer asked.`, `${field}.respostas`);
      }
      for (const question of event.perguntas) {
        const answer = ticket.respostas.find((candidate) => candidate.idPergunta === question.id);
        if (question.flagObrigatoria && !answer?.resposta.trim()) {
          throw checkoutRefusal('EVT_REG_003', `"${question.pergunta}" must be answered for every ticket.`, `${field}.respostas`);
        }
      }
    });
  }

  /** The order's price on the server's figures: tickets, the method's fee, and the installments' interest. */
  private priceOf(event: EventForSale, order: InscricaoInput): OrderPrice {
    const valor = order.ingressos.reduce((sum, ticket) => sum + (event.ingressos.find((type) => type.id === ticket.idIngresso)?.valor ?? 0), 0);
    const method = order.pagamento.metodo;
    const parcelas = order.pagamento.parcelas ?? 1;
    const taxa = serviceFee(method, valor);
    const base = buyerTotal(valor, taxa, event.venda.flagAssumirTaxasServico);
    if (parcelas === 1) return { valor, taxa, juros: 0, total: base, parcelas };
    if (method !== 'CARTAO_CREDITO') throw checkoutRefusal('EVT_REG_015', undefined, 'body.pagamento.parcelas');
    if (event.venda.qtdeMaxParcelas <= 1) throw checkoutRefusal('EVT_REG_017', undefined, 'body.pagamento.parcelas');
    const option = installmentOption(base, event.venda.qtdeMaxParcelas, event.venda.flagJuros, parcelas);
    if (!option) throw checkoutRefusal('EVT_REG_016', `${parcelas} installments are not allowed for this amount.`, 'body.pagamento.parcelas');
    return { valor, taxa, juros: option.valorTotal - base, total: option.valorTotal, parcelas };
  }

  private checkPayment(event: EventForSale, order: InscricaoInput, price: OrderPrice, person: { cpf: string | null }, churchMethods: readonly PaymentMethod[], now: Date): void {
    const method = order.pagamento.metodo;
    if ((method === 'GRATUITO') !== (price.valor === 0)) throw checkoutRefusal('EVT_REG_010', 'Free tickets are registered without payment, and paid tickets need a payment method.', 'body.pagamento.metodo');
    const refusal = methodUnavailableBecause(event, method, { churchMethods, now, boletoDays: this.options.boletoDays });
    if (refusal) throw checkoutRefusal(refusal, undefined, 'body.pagamento.metodo');
    if (order.totalEsperado !== price.total) {
      throw new ProblemError(422, 'The total amount changed.', `The total is now ${price.total}.`, {
        code: 'EVT_REG_014',
        errors: [{ field: 'body.totalEsperado', message: `The total is ${price.total}.` }],
      });
    }
    const card = order.pagamento.cartao;
    if (method === 'CARTAO_CREDITO' && Boolean(card?.token) === Boolean(card?.idCartaoSalvo)) {
      throw fieldRequired('body.pagamento.cartao', 'A tokenised card or a saved card (one of the two) is required.');
    }
    if (method === 'ACH' && !order.pagamento.ach) throw fieldRequired('body.pagamento.ach', 'The bank account is required.');
    if ((method === 'PIX' || method === 'BOLETO') && !person.cpf) throw checkoutRefusal('EVT_REG_026', 'A CPF is required to pay by Pix or bank slip.', 'cpf');
  }

  /** Nobody passes a ticket type's per-member limit (checked first to answer early, then again under the buyer's lock for this event). */
  private async checkMemberLimits(tx: Database, buyer: Buyer, event: EventForSale, order: InscricaoInput): Promise<void> {
    const limited = event.ingressos.filter((type) => type.limitePorUsuario !== null);
    if (limited.length === 0) return;
    const held = await tx
      .select({ ingressoId: inscricao.ingressoId, total: sql<number>`count(*)::integer` })
      .from(inscricao)
      .where(and(eq(inscricao.usuarioId, buyer.id), eq(inscricao.status, 'ativa'), inArray(inscricao.ingressoId, limited.map((type) => type.id))))
      .groupBy(inscricao.ingressoId);
    for (const type of limited) {
      const asked = order.ingressos.filter((ticket) => ticket.idIngresso === type.id).length;
      const already = held.find((row) => row.ingressoId === type.id)?.total ?? 0;
      if (asked > 0 && already + asked > (type.limitePorUsuario ?? 0)) {
        throw checkoutRefusal('EVT_REG_023', `At most ${type.limitePorUsuario} of ${type.nome} per member; you hold ${already}.`, 'body.ingressos');
      }
    }
  }

  /** The token to charge: the one sent, or the one of the member's saved card at this church. */
  private async cardTokenOf(buyer: Buyer, event: EventForSale, order: InscricaoInput): Promise<string | undefined> {
    const card = order.pagamento.cartao;
    if (order.pagamento.metodo !== 'CARTAO_CREDITO' || !card) return undefined;
    if (card.token) return card.token;
    const token = card.idCartaoSalvo ? await this.payments.cards.tokenOf(buyer.id, event.church.id, card.idCartaoSalvo) : undefined;
    if (!token) {
      throw new ProblemError(422, 'Unprocessable Content', 'The member has no such saved card at this church.', {
        code: 'CARD_INVALID',
        errors: [{ field: 'body.pagamento.cartao.idCartaoSalvo', message: 'Unknown saved card.' }],
      });
    }
    return token;
  }

  private async charge(payment: PaymentRow, event: EventForSale, order: InscricaoInput, cardToken: string | undefined) {
    return this.payments.charge(payment, {
      codigo: payment.codigo,
      igrejaId: event.church.id,
      igrejaNome: event.church.nome,
      igrejaCidade: event.church.cidade ?? '',
      metodo: order.pagamento.metodo,
      total: payment.total,
      moeda: payment.moeda,
      parcelas: payment.parcelas,
      descricao: event.nome,
      cardToken,
      ach: order.pagamento.ach,
      cashDueBy: payment.dinheiroPagarAte ?? undefined,
    });
  }

  /** The buyer's name (on the tickets) and CPF (Pix and slips need one). */
  private async personOf(id: number): Promise<{ name: string; cpf: string | null }> {
    const [row] = await this.db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: usuario.cpf }).from(usuario).where(eq(usuario.id, id));
    return { name: row ? `${row.nome} ${row.sobrenome}`.trim() : '', cpf: row?.cpf ?? null };
  }
}

/**
 * Takes the units of each ticket type with one conditional UPDATE: the row lock makes buyers of the
 * last units wait their turn, and the condition is checked again after it, so no more are sold than
 * there are. A type that cannot give them all ends the transaction (nothing taken).
 */
async function reserve(tx: Database, event: EventForSale, order: InscricaoInput): Promise<void> {
  const asked = new Map<number, number>();
  for (const ticket of order.ingressos) asked.set(ticket.idIngresso, (asked.get(ticket.idIngresso) ?? 0) + 1);
  for (const [id, quantity] of [...asked].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(eventoIngresso)
      .set({ vendidos: sql`${eventoIngresso.vendidos} + ${quantity}` })
      .where(and(eq(eventoIngresso.id, id), sql`${eventoIngresso.vendidos} + ${quantity} <= ${eventoIngresso.quantidade}`))
      .returning({ id: eventoIngresso.id });
    if (taken.length === 0) {
      const [left] = await tx.select({ left: sql<number>`${eventoIngresso.quantidade} - ${eventoIngresso.vendidos}` }).from(eventoIngresso).where(eq(eventoIngresso.id, id));
      const name = event.ingressos.find((type) => type.id === id)?.nome ?? String(id);
      if (!left || Number(left.left) <= 0) throw checkoutRefusal('EVT_REG_001', `${name} is sold out.`, 'body.ingressos');
      throw checkoutRefusal('EVT_REG_021', `Only ${left.left} of ${name} left.`, 'body.ingressos');
    }
  }
}

/** A ticket just bought, as the API shows it (made from what the purchase knows, without reading it back). */
function ticketOfPurchase(ticket: typeof inscricao.$inferSelect, event: EventForSale, pagamento: Pagamento): Inscricao {
  return {
    id: ticket.id,
    idEvento: event.id,
    nomeEvento: event.nome,
    dataEvento: inZone(event.dataInicio, event.zone),
    idIngresso: ticket.ingressoId,
    ingresso: event.ingressos.find((type) => type.id === ticket.ingressoId)?.nome ?? '',
    participante: ticket.participante,
    comprador: ticket.comprador,
    valor: ticket.valor,
    taxa: ticket.taxa,
    dataCadastro: ticket.dataCadastro.toISOString(),
    codigoCheckin: ticket.codigoCheckin,
    codigoPagamento: pagamento.codigo,
    statusPagamento: pagamento.status,
    flagConteudoExclusivo: event.venda.flagOnline,
  };
}

/** Cash is paid at the church within the event's days, and before the event starts. */
function cashDueBy(event: EventForSale, now: Date): Date {
  return new Date(Math.min(now.getTime() + event.venda.diasPagamentoDinheiro * DAY_MS, event.dataInicio.getTime()));
}

/** The fee spread over the tickets, the remainder on the first ones, so that the parts add up to it. */
function splitFee(fee: number, count: number): number[] {
  const share = Math.floor(fee / count);
  return Array.from({ length: count }, (_, index) => share + (index < fee - share * count ? 1 : 0));
}

function fieldRequired(field: string, message: string): ProblemError {
  return new ProblemError(400, 'Bad Request', message, { errors: [{ field, message }] });
}
