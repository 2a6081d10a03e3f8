import type { Inscricao, InscricaoCriada, InscricaoInput, Visitante } from '@church/contracts-events';
import type { Pagamento } from '@church/contracts-payments';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { digitsOf } from '@church/api-platform/field-rules';
import { pais, usuario, usuarioIgreja } from '@church/api-platform/identity/identity-tables';
import { forbidden } from '@church/api-platform/plugins/authentication';
import { type PriceWithFees, priceWithFees } from '@church/api-modules/payments';
import { installmentOption } from '@church/api-modules/payments';
import type { Attempt } from '@church/api-modules/payments';
import type { ChargeRequest } from '@church/api-modules/payments';
import { newPaymentCode } from '@church/api-modules/payments';
import { BRAZIL_ONLY_METHODS, livesInBrazil, PAID_IN_BRAZIL_ONLY, PAID_STATUSES, type PaymentMethod } from '@church/api-modules/payments';
import { type NewPayment, type PaymentRow, paymentView } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import { checkoutRefusal } from './checkout-refusal';
import { type EventForSale, inZone, ticketSituation } from './event-repository';
import { methodUnavailableBecause } from './payment-offer';
import { inscricao, inscricaoVisitante } from './schema';
import { buyInOneStatement, reserve } from './ticket-reservation';
import { refusalAfterOrder, type UnpaidBuyer, type UnpaidOrderLimits } from './unpaid-order-limits';

const DAY_MS = 86_400_000;
/** Methods paid after the order is made, whose orders hold their tickets unpaid meanwhile. */
const PAY_LATER_METHODS: readonly PaymentMethod[] = ['PIX', 'BOLETO', 'DINHEIRO', 'CARTEIRA_DIGITAL'];

/** A visitor's access key opens their order until this long after the event ends. */
export const GUEST_KEY_DAYS_AFTER_EVENT = 30;

/** What a purchase is made in: the church's methods, the attempt (its Idempotency-Key) and where the buyer is. */
export interface PurchaseContext {
  churchMethods: readonly PaymentMethod[];
  attempt: Attempt;
  /** The buyer's network address (how many unpaid orders one address holds is limited). */
  ip: string | null;
}

/** Who buys: a signed-in member, or a visitor without an account (§3 "unregistered checkout"). */
export type Buyer = { kind: 'member'; id: number } | { kind: 'guest'; visitante: Visitante; accessKeyHash: string };

/** Who the buyer is for the order: the name on the tickets, the CPF Pix and slips need, and what their per-member limits count by. */
interface BuyerPerson {
  name: string;
  cpf: string | null;
  /** The advisory lock's key and the limit count's filter. */
  lockKey: string;
  holds: SQL;
  /** Where a missing or wrong CPF is told (the account's data, or the visitor's form). */
  cpfField: string;
  /** Where the buyer lives (ISO 3166-1 alpha-2; null: unsaid, taken as Brazil), and where that is told. */
  country: string | null;
  countryField: string;
  /** A visitor's e-mail address, lower-cased (their unpaid orders are counted by it). */
  guestEmail: string | null;
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
  private readonly memberRead;

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly options: { boletoDays: number; clock: () => Date; unpaidLimits: UnpaidOrderLimits },
  ) {
    // Every purchase reads its buyer: prepared once per connection.
    this.memberRead = db
      .select({
        nome: usuario.nome,
        sobrenome: usuario.sobrenome,
        cpf: usuario.cpf,
        country: sql<string | null>`(select ${pais.sigla} from ${pais} where ${pais.id} = ${usuario.paisId})`,
        member: sql<boolean>`exists (select 1 from ${usuarioIgreja} where ${usuarioIgreja.usuarioId} = ${sql.placeholder('id')} and ${usuarioIgreja.igrejaId} = ${sql.placeholder('igreja')} and ${usuarioIgreja.flagAtivo})`,
      })
      .from(usuario)
      .where(eq(usuario.id, sql.placeholder('id')))
      .prepare('event_checkout_member');
  }

  /**
   * Buys the order's tickets of `event` (as `forSale` read it) for the buyer, and starts its payment.
   * An attempt a failed request began is resumed: the order it made is finished (its payment asked
   * of the gateway before it is ever charged again), never made a second time.
   */
  async purchase(buyer: Buyer, event: EventForSale, order: InscricaoInput, context: PurchaseContext): Promise<InscricaoCriada> {
    const now = this.options.clock();
    const method = order.pagamento.metodo;
    const person = await this.personOf(buyer, event.id, event.church.id);
    if (context.attempt.resumed) {
      const made = await this.payments.paymentOfAttempt(context.attempt.id);
      if (made) return this.resumeOrder(made, buyer, event, order, person);
    }
    this.checkTickets(event, order, now);
    await this.checkMemberLimits(this.db, person, event, order);
    const price = await this.priceOf(event, order);
    this.checkPayment(event, order, price, person, context.churchMethods, now);
    const cardToken = await this.cardTokenOf(buyer, event, order);
    const unpaid: UnpaidBuyer = { igrejaId: event.church.id, usuarioId: buyer.kind === 'member' ? buyer.id : null, guestEmail: person.guestEmail, ip: context.ip };
    // Orders paid later (Pix, slip, cash, the wallet) are what can hold stock unpaid for long; a card's answer comes at once.
    const paysLater = PAY_LATER_METHODS.includes(method);
    const buyerName = person.name;
    const usuarioId = buyer.kind === 'member' ? buyer.id : null;

    const limited = order.ingressos.some((ticket) => event.ingressos.find((type) => type.id === ticket.idIngresso)?.limitePorUsuario != null);
    const newPayment: NewPayment = {
      codigo: newPaymentCode(),
      igrejaId: event.church.id,
      usuarioId,
      origem: 'EVENTO',
      descricao: event.nome,
      idEvento: event.id,
      metodo: method,
      idGateway: null,
      moeda: event.church.moeda,
      ...price,
      status: method === 'GRATUITO' ? 'success' : 'em_aberto',
      dinheiroPagarAte: method === 'DINHEIRO' ? cashDueBy(event, now) : null,
      chaveIdempotencia: context.attempt.id,
      enderecoIp: context.ip,
    };
    const fees = splitFee(price.taxa, order.ingressos.length);
    const newTickets = order.ingressos.map((ticket, index) => ({
      igrejaId: event.church.id,
      eventoId: event.id,
      ingressoId: ticket.idIngresso,
      usuarioId,
      participante: ticket.participante.trim(),
      comprador: buyerName,
      respostas: ticket.respostas.map((answer) => ({
        idPergunta: answer.idPergunta,
        pergunta: event.perguntas.find((question) => question.id === answer.idPergunta)?.pergunta ?? '',
        resposta: answer.resposta.trim(),
      })),
      valor: event.ingressos.find((type) => type.id === ticket.idIngresso)?.valor ?? 0,
      taxa: fees[index] ?? 0,
    }));
    const oneType = new Set(order.ingressos.map((ticket) => ticket.idIngresso)).size === 1;
    // The common order (one ticket type, no per-member limit, a member) is one statement; the others a
    // transaction that takes the stock last, so that the ticket type's row, which every buyer of it
    // waits for, is held only from its UPDATE to the commit.
    const { payment, tickets } =
      oneType && !limited && buyer.kind === 'member'
        ? await buyInOneStatement(this.db, event, newPayment, newTickets)
        : await this.db.transaction(async (tx) => {
            if (limited) {
              await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${person.lockKey}))`);
              await this.checkMemberLimits(tx, person, event, order);
            }
            const payment = await this.payments.payments.create(tx, newPayment);
            const rows = await tx
              .insert(inscricao)
              .values(newTickets.map((ticket) => ({ ...ticket, pagamentoId: payment.id })))
              .returning();
            if (buyer.kind === 'guest') await tx.insert(inscricaoVisitante).values(guestRow(buyer, payment.id, event));
            await reserve(tx, event, order);
            return { payment, tickets: rows };
          });
    if (paysLater) {
      // Counted once the order is made, so that orders made at the same moment count each other: past a limit, this one goes (and its tickets with it).
      const refused = await refusalAfterOrder(this.db, unpaid, this.options.unpaidLimits);
      if (refused) {
        await this.payments.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'cancelado');
        throw refused;
      }
    }

    const pagamento = method === 'GRATUITO' ? paymentView(payment, { qrCodes: false }) : await this.payments.charge(payment, this.chargeRequest(payment, event, order, cardToken, person));
    await this.keepCard(buyer, event, order, pagamento.status);
    return { inscricoes: tickets.map((ticket) => ticketOfPurchase(ticket, event, pagamento)), pagamento };
  }

  /** The order an earlier request of the attempt made: its payment finished (or shown as it stands) and its tickets as they are. */
  private async resumeOrder(made: PaymentRow, buyer: Buyer, event: EventForSale, order: InscricaoInput, person: BuyerPerson): Promise<InscricaoCriada> {
    const cardToken = await this.cardTokenOf(buyer, event, order);
    const pagamento = made.status === 'em_aberto' ? await this.payments.resume(made, this.chargeRequest(made, event, order, cardToken, person)) : paymentView(made, { qrCodes: false });
    await this.keepCard(buyer, event, order, pagamento.status);
    const tickets = await this.db.select().from(inscricao).where(eq(inscricao.pagamentoId, made.id)).orderBy(inscricao.id);
    return { inscricoes: tickets.map((ticket) => ticketOfPurchase(ticket, event, pagamento)), pagamento };
  }

  /** A member who asked to keep the card they paid with keeps it (unless it was refused). */
  private async keepCard(buyer: Buyer, event: EventForSale, order: InscricaoInput, status: string): Promise<void> {
    if (buyer.kind === 'member' && order.pagamento.cartao?.salvarCartao && order.pagamento.cartao.token && status !== 'nao_aprovado') {
      await this.payments.saveCard(buyer.id, event.church.id, order.pagamento.cartao.token);
    }
  }

  /**
   * Tickets worth `valor` by `method`, before installments: the fee with the provider that charges the
   * method, in the church's currency, and what the buyer pays: `valor` when the church takes the fees,
   * else the total grossed up so that the fee taken on it leaves the church `valor`.
   */
  async quote(event: EventForSale, method: PaymentMethod, valor: number): Promise<PriceWithFees> {
    const rule = await this.payments.feeRuleFor(event.church.id, method, event.church.moeda);
    return priceWithFees(rule, valor, !event.venda.flagAssumirTaxasServico);
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

  /**
   * The order's price on the server's figures: tickets, the method's fee with the provider that charges
   * it (grossed up into the total when the buyer pays the fees, so that the church receives the tickets'
   * price), and the installments' interest on that total.
   */
  private async priceOf(event: EventForSale, order: InscricaoInput): Promise<OrderPrice> {
    const valor = order.ingressos.reduce((sum, ticket) => sum + (event.ingressos.find((type) => type.id === ticket.idIngresso)?.valor ?? 0), 0);
    const method = order.pagamento.metodo;
    const parcelas = order.pagamento.parcelas ?? 1;
    const { taxa, total: base } = await this.quote(event, method, valor);
    if (parcelas === 1) return { valor, taxa, juros: 0, total: base, parcelas };
    if (method !== 'CARTAO_CREDITO') throw checkoutRefusal('EVT_REG_015', undefined, 'body.pagamento.parcelas');
    if (event.venda.qtdeMaxParcelas <= 1) throw checkoutRefusal('EVT_REG_017', undefined, 'body.pagamento.parcelas');
    const option = installmentOption(base, event.venda.qtdeMaxParcelas, event.venda.flagJuros, parcelas);
    if (!option) throw checkoutRefusal('EVT_REG_016', `${parcelas} installments are not allowed for this amount.`, 'body.pagamento.parcelas');
    return { valor, taxa, juros: option.valorTotal - base, total: option.valorTotal, parcelas };
  }

  private checkPayment(event: EventForSale, order: InscricaoInput, price: OrderPrice, person: BuyerPerson, churchMethods: readonly PaymentMethod[], now: Date): void {
    const method = order.pagamento.metodo;
    if ((method === 'GRATUITO') !== (price.valor === 0)) throw checkoutRefusal('EVT_REG_010', 'Free tickets are registered without payment, and paid tickets need a payment method.', 'body.pagamento.metodo');
    const refusal = methodUnavailableBecause(event, method, { churchMethods, now, boletoDays: this.options.boletoDays });
    if (refusal) throw checkoutRefusal(refusal, undefined, 'body.pagamento.metodo');
    if (BRAZIL_ONLY_METHODS.includes(method) && !livesInBrazil(person.country)) throw checkoutRefusal('EVT_REG_010', PAID_IN_BRAZIL_ONLY, person.countryField);
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
    if ((method === 'PIX' || method === 'BOLETO') && !person.cpf) throw checkoutRefusal('EVT_REG_026', 'A CPF is required to pay by Pix or bank slip.', person.cpfField);
  }

  /** Nobody passes a ticket type's per-member limit (checked first to answer early, then again under the buyer's lock for this event). */
  private async checkMemberLimits(tx: Database, person: BuyerPerson, event: EventForSale, order: InscricaoInput): Promise<void> {
    const limited = event.ingressos.filter((type) => type.limitePorUsuario !== null);
    if (limited.length === 0) return;
    const held = await tx
      .select({ ingressoId: inscricao.ingressoId, total: sql<number>`count(*)::integer` })
      .from(inscricao)
      .where(and(person.holds, eq(inscricao.status, 'ativa'), inArray(inscricao.ingressoId, limited.map((type) => type.id))))
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
    if (card.token) {
      await this.payments.checkCardToken(event.church.id, card.token, 'body.pagamento.cartao.token');
      return card.token;
    }
    const token = card.idCartaoSalvo && buyer.kind === 'member' ? await this.payments.cards.tokenOf(buyer.id, event.church.id, card.idCartaoSalvo) : undefined;
    if (!token) {
      throw new ProblemError(422, 'Unprocessable Content', 'The member has no such saved card at this church.', {
        code: 'CARD_INVALID',
        errors: [{ field: 'body.pagamento.cartao.idCartaoSalvo', message: 'Unknown saved card.' }],
      });
    }
    return token;
  }

  private chargeRequest(payment: PaymentRow, event: EventForSale, order: InscricaoInput, cardToken: string | undefined, person: BuyerPerson): ChargeRequest {
    return {
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
      documento: person.cpf ?? undefined,
      pagador: person.name,
      // A visitor's address (a member's the payment core reads from the account): Mercado Pago needs the payer's.
      ...(person.guestEmail ? { email: person.guestEmail } : {}),
      salvarCartao: order.pagamento.cartao?.salvarCartao ?? false,
    };
  }

  /**
   * The buyer's name (on the tickets), CPF (Pix and slips need one) and what their limits count by: the
   * account, which must be an active member of the event's church (403 otherwise), or a visitor's e-mail address.
   */
  private async personOf(buyer: Buyer, eventoId: number, igrejaId: number): Promise<BuyerPerson> {
    if (buyer.kind === 'guest') {
      const email = buyer.visitante.email.trim().toLowerCase();
      const byEmail = sql`${inscricao.pagamentoId} in (select ${inscricaoVisitante.pagamentoId} from ${inscricaoVisitante} where ${inscricaoVisitante.email} = ${email} and ${inscricaoVisitante.eventoId} = ${eventoId})`;
      return {
        name: `${buyer.visitante.nome.trim()} ${buyer.visitante.sobrenome.trim()}`.trim(),
        cpf: buyer.visitante.cpf ? digitsOf(buyer.visitante.cpf) : null,
        lockKey: `inscricao:guest:${email}:${eventoId}`,
        holds: byEmail,
        cpfField: 'body.visitante.cpf',
        country: buyer.visitante.pais ?? null,
        countryField: 'body.visitante.pais',
        guestEmail: email,
      };
    }
    // The member's name and CPF, and whether they are an active member of the event's church, in one read.
    const [row] = await this.memberRead.execute({ id: buyer.id, igreja: igrejaId });
    if (!row?.member) throw forbidden('The signed-in account is not a member of this church.');
    return {
      name: row ? `${row.nome} ${row.sobrenome}`.trim() : '',
      cpf: row?.cpf ?? null,
      lockKey: `inscricao:${buyer.id}:${eventoId}`,
      holds: eq(inscricao.usuarioId, buyer.id),
      cpfField: 'cpf',
      country: row?.country ?? null,
      countryField: 'idPais',
      guestEmail: null,
    };
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
    // An unpaid ticket has no check-in code yet: nobody gets in on an order that may never be paid.
    codigoCheckin: PAID_STATUSES.includes(pagamento.status) ? ticket.codigoCheckin : null,
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

/** The visitor's row of a guest order. */
function guestRow(buyer: Extract<Buyer, { kind: 'guest' }>, pagamentoId: number, event: EventForSale): typeof inscricaoVisitante.$inferInsert {
  const { nome, sobrenome, email, telefone, cpf } = buyer.visitante;
  return {
    pagamentoId,
    eventoId: event.id,
    nome: nome.trim(),
    sobrenome: sobrenome.trim(),
    email: email.trim().toLowerCase(),
    telefone: telefone?.trim() || null,
    cpf: cpf ? digitsOf(cpf) : null,
    chaveAcessoHash: buyer.accessKeyHash,
    chaveExpiraEm: new Date((event.dataFim ?? event.dataInicio).getTime() + GUEST_KEY_DAYS_AFTER_EVENT * DAY_MS),
  };
}

function fieldRequired(field: string, message: string): ProblemError {
  return new ProblemError(400, 'Bad Request', message, { errors: [{ field, message }] });
}
