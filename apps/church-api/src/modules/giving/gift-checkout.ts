import type { DoacaoCriada, DoacaoInput } from '@church/contracts-giving';
import type { Pagamento } from '@church/contracts-payments';
import type { Visitante } from '@church/contracts-events';
import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { digitsOf, isValidCpf } from '@church/api-platform/field-rules';
import { pais, usuario } from '@church/api-platform/identity/identity-tables';
import { BRAZIL_ONLY_METHODS, livesInBrazil, MAXIMUM_CHARGE, PAID_IN_BRAZIL_ONLY, priceWithFees } from '@church/api-modules/payments';
import type { Attempt } from '@church/api-modules/payments';
import type { ChargeRequest } from '@church/api-modules/payments';
import { installmentOption } from '@church/api-modules/payments';
import { newPaymentCode } from '@church/api-modules/payments';
import { type PaymentRow, paymentView } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import { GiftRepository } from './gift-repository';
import { giftRefusal } from './gift-refusal';
import { type GivingOptions, WALLET_MAXIMUM } from './giving-options';
import { RecurringGiftRepository } from './recurring-gift-repository';
import { doacao, doacaoMotivo, doacaoRecorrente } from './schema';

const DAY_MS = 86_400_000;

/** Who gives: a signed-in member of the church, or a visitor with their name and e-mail. */
export type Donor = { kind: 'member'; id: number } | { kind: 'visitor'; doador: Visitante };

/** The gift's attempt (its Idempotency-Key) and where the donor is. */
export interface GiftContext {
  attempt: Attempt;
  ip: string | null;
}

/** Who gives, as the gift and the gateway name them. */
interface GiftPerson {
  name: string;
  email: string | null;
  cpf: string | null;
  /** Where the donor lives (ISO 3166-1 alpha-2; null: unsaid, taken as Brazil). */
  country: string | null;
}

/** The card a gift is charged to: the token, the saved card it is (a recurring gift's), and a token to save after the charge. */
interface GiftCard {
  token?: string;
  savedId: number | null;
  saveAfter?: string;
}

/** A gift's price, in cents: the gift, the fee, and what is charged (the fee only when the donor covers it). */
interface GiftPrice {
  valor: number;
  taxa: number;
  juros: number;
  total: number;
  parcelas: number;
}

/**
 * A gift (§4 "Giving", §5, §9): every rule checked on the server with the server's fees, the payment,
 * the gift, its reasons and, for a recurring gift, the recurring gift created in one transaction, then
 * the payment charged through the payment core. A recurring gift's first charge is this one; the
 * recurring-gifts job charges the next ones.
 */
export class GiftCheckout {
  private readonly gifts: GiftRepository;
  private readonly recurring: RecurringGiftRepository;

  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly clock: () => Date,
  ) {
    this.gifts = new GiftRepository(db);
    this.recurring = new RecurringGiftRepository(db);
  }

  /**
   * Makes the gift and charges it. An attempt a failed request began is resumed: the gift it made is
   * finished (its payment asked of the gateway before it is ever charged again), never made twice.
   */
  async give(donor: Donor, options: GivingOptions, input: DoacaoInput, context: GiftContext): Promise<DoacaoCriada> {
    const now = this.clock();
    this.checkReasons(options, input);
    const method = input.pagamento.metodo;
    if (!options.metodosPagamento.includes(method)) throw giftRefusal('EVT_REG_010', 'body.pagamento.metodo');
    const recurringDays = input.recorrenciaDias;
    if (recurringDays !== undefined) this.checkRecurrence(donor, options, input);
    const price = await this.priceOf(options, input);
    if (price.total > MAXIMUM_CHARGE) throw giftRefusal('DOACAO_VALOR_MAXIMO', 'body.motivos');
    if (method === 'CARTEIRA_DIGITAL' && price.total > WALLET_MAXIMUM) throw giftRefusal('DOACAO_CARTEIRA_MAXIMO', 'body.motivos');
    if (input.totalEsperado !== price.total) throw giftRefusal('DOACAO_TOTAL_ALTERADO', 'body.totalEsperado', `The total is ${price.total}.`);
    const person = await this.personOf(donor);
    if (BRAZIL_ONLY_METHODS.includes(method) && !livesInBrazil(person.country)) {
      throw giftRefusal('EVT_REG_010', donor.kind === 'visitor' ? 'body.doador.pais' : 'idPais', PAID_IN_BRAZIL_ONLY);
    }
    if ((method === 'PIX' || method === 'BOLETO') && !person.cpf) {
      throw giftRefusal('EVT_REG_026', donor.kind === 'visitor' ? 'body.doador.cpf' : 'cpf', 'A CPF is required to pay by Pix or bank slip.');
    }
    const made = context.attempt.resumed ? await this.payments.paymentOfAttempt(context.attempt.id) : undefined;
    const card = await this.cardOf(donor, options, input);
    const usuarioId = donor.kind === 'member' ? donor.id : null;
    if (made) return this.resume(made, donor, options, input, card, person);

    const { payment, giftId, recurringId } = await this.db.transaction(async (tx) => {
      const payment = await this.payments.payments.create(tx, {
        codigo: newPaymentCode(),
        igrejaId: options.church.id,
        usuarioId,
        origem: 'DOACAO',
        descricao: options.motivos
          .filter((reason) => input.motivos.some((given) => given.idMotivo === reason.id))
          .map((reason) => reason.nome)
          .join(', '),
        idEvento: null,
        metodo: method,
        idGateway: null,
        moeda: options.moeda,
        ...price,
        status: 'em_aberto',
        dinheiroPagarAte: null,
        chaveIdempotencia: context.attempt.id,
        enderecoIp: context.ip,
      });
      const [recurringRow] =
        recurringDays !== undefined && usuarioId !== null
          ? await tx
              .insert(doacaoRecorrente)
              .values({
                igrejaId: options.church.id,
                usuarioId,
                motivoId: input.motivos[0]?.idMotivo ?? 0,
                valor: price.valor,
                recorrenciaDias: recurringDays,
                flagUsuarioTaxa: input.flagUsuarioTaxa ?? false,
                cartaoId: card.savedId,
                ciclo: 1,
                vencimentoCiclo: new Date(now.getTime() + recurringDays * DAY_MS),
                proximaCobranca: new Date(now.getTime() + recurringDays * DAY_MS),
              })
              .returning({ id: doacaoRecorrente.id })
          : [];
      const [gift] = await tx
        .insert(doacao)
        .values({
          igrejaId: options.church.id,
          pagamentoId: payment.id,
          usuarioId,
          doacaoRecorrenteId: recurringRow?.id ?? null,
          nomeDoador: person.name,
          emailDoador: person.email,
          flagUsuarioTaxa: input.flagUsuarioTaxa ?? false,
        })
        .returning({ id: doacao.id });
      if (!gift) throw new Error('The gift was not created.');
      await tx.insert(doacaoMotivo).values(input.motivos.map((given) => ({ doacaoId: gift.id, motivoId: given.idMotivo, valor: given.valor })));
      return { payment, giftId: gift.id, recurringId: recurringRow?.id };
    });

    const pagamento = await this.payments.charge(payment, this.chargeRequest(payment, options, input, card, person));
    return this.answer(donor, options, card, pagamento, giftId, recurringId);
  }

  /** The gift an earlier request of the attempt made: its payment finished (or shown as it stands). */
  private async resume(made: PaymentRow, donor: Donor, options: GivingOptions, input: DoacaoInput, card: GiftCard, person: GiftPerson): Promise<DoacaoCriada> {
    const [gift] = await this.db.select({ id: doacao.id, recurringId: doacao.doacaoRecorrenteId }).from(doacao).where(eq(doacao.pagamentoId, made.id));
    if (!gift) throw new Error(`The gift of payment ${made.codigo} is gone.`);
    const pagamento = made.status === 'em_aberto' ? await this.payments.resume(made, this.chargeRequest(made, options, input, card, person)) : paymentView(made, { qrCodes: false });
    return this.answer(donor, options, card, pagamento, gift.id, gift.recurringId ?? undefined);
  }

  /** After the charge: a recurring gift whose first charge was refused stops; a card kept is saved; the gift as the donor sees it. */
  private async answer(donor: Donor, options: GivingOptions, card: GiftCard, pagamento: Pagamento, giftId: number, recurringId: number | undefined): Promise<DoacaoCriada> {
    const usuarioId = donor.kind === 'member' ? donor.id : null;
    if (recurringId !== undefined && pagamento.status === 'nao_aprovado') await this.recurring.stop(usuarioId ?? 0, recurringId, this.clock());
    if (donor.kind === 'member' && card.saveAfter && pagamento.status !== 'nao_aprovado') await this.payments.saveCard(donor.id, options.church.id, card.saveAfter);
    const gift = await this.gifts.byId(giftId);
    if (!gift) throw new Error('The gift is gone.');
    const recorrente = recurringId === undefined ? undefined : await this.recurring.byId(recurringId);
    return { doacao: gift, pagamento, ...(recorrente ? { recorrente } : {}) };
  }

  private chargeRequest(payment: PaymentRow, options: GivingOptions, input: DoacaoInput, card: GiftCard, person: GiftPerson): ChargeRequest {
    return {
      codigo: payment.codigo,
      igrejaId: options.church.id,
      igrejaNome: options.church.nome,
      igrejaCidade: options.church.cidade ?? '',
      metodo: input.pagamento.metodo,
      total: payment.total,
      moeda: payment.moeda,
      parcelas: payment.parcelas,
      descricao: payment.descricao ?? '',
      cardToken: card.token,
      ach: input.pagamento.ach,
      documento: person.cpf ?? undefined,
      pagador: person.name,
      email: person.email ?? undefined,
      // A card the donor keeps (saved, or a recurring gift's) is set up with the provider to be charged again without them.
      salvarCartao: (input.recorrenciaDias !== undefined && input.pagamento.metodo === 'CARTAO_CREDITO') || card.saveAfter !== undefined,
    };
  }

  /** The church takes gifts, has reasons, and each reason given to is one of them, once, at least the minimum. */
  private checkReasons(options: GivingOptions, input: DoacaoInput): void {
    if (!options.flagAceitaDoacao) throw giftRefusal('DOACAO_NAO_ACEITA', 'body.igreja');
    if (options.motivos.length === 0) throw giftRefusal('DOACAO_SEM_MOTIVOS', 'body.motivos');
    const seen = new Set<number>();
    input.motivos.forEach((given, index) => {
      const field = `body.motivos[${index}]`;
      if (seen.has(given.idMotivo) || !options.motivos.some((reason) => reason.id === given.idMotivo)) {
        throw giftRefusal('DOACAO_MOTIVO_INVALIDO', `${field}.idMotivo`);
      }
      seen.add(given.idMotivo);
      if (given.valor < options.valorMinimo) {
        throw giftRefusal('DOACAO_VALOR_MINIMO', `${field}.valor`, `Each amount must be at least ${options.valorMinimo}.`);
      }
    });
  }

  /**
   * §4: a recurring gift is a member's, to one reason the church lets recur, charged to a card in one
   * installment, or paid by Pix (where the church takes it): each later period a new Pix sent to the donor.
   */
  private checkRecurrence(donor: Donor, options: GivingOptions, input: DoacaoInput): void {
    if (donor.kind !== 'member') throw giftRefusal('DOACAO_RECORRENCIA_CONTA', 'body.recorrenciaDias');
    if (input.motivos.length !== 1) throw giftRefusal('DOACAO_RECORRENCIA_UM_MOTIVO', 'body.recorrenciaDias');
    const reason = options.motivos.find((candidate) => candidate.id === input.motivos[0]?.idMotivo);
    if (!reason?.flagPermiteRecorrencia) throw giftRefusal('DOACAO_RECORRENCIA_NAO_PERMITIDA', 'body.recorrenciaDias');
    const method = input.pagamento.metodo;
    if ((method !== 'CARTAO_CREDITO' && method !== 'PIX') || (input.pagamento.parcelas ?? 1) > 1) throw giftRefusal('DOACAO_RECORRENCIA_CARTAO', 'body.pagamento.metodo');
  }

  /**
   * The gift's price on the server's figures: the fee of the method with the provider that charges it,
   * grossed up into the total when the donor covers it (so that the church receives the whole gift),
   * and installments without interest. Whatever total the client expected, this is what is charged.
   */
  private async priceOf(options: GivingOptions, input: DoacaoInput): Promise<GiftPrice> {
    const valor = input.motivos.reduce((sum, given) => sum + given.valor, 0);
    const method = input.pagamento.metodo;
    const rule = await this.payments.feeRuleFor(options.church.id, method, options.moeda);
    const { taxa, total: base } = priceWithFees(rule, valor, input.flagUsuarioTaxa ?? false);
    const parcelas = input.pagamento.parcelas ?? 1;
    if (parcelas === 1) return { valor, taxa, juros: 0, total: base, parcelas };
    const option = method === 'CARTAO_CREDITO' ? installmentOption(base, options.qtdeMaxParcelas, false, parcelas) : undefined;
    if (!option) {
      throw new ProblemError(422, 'Unprocessable Content', `${parcelas} installments are not allowed for this gift.`, {
        code: 'EVT_REG_016',
        errors: [{ field: 'body.pagamento.parcelas', message: 'Not allowed.' }],
      });
    }
    return { valor, taxa, juros: option.valorTotal - base, total: option.valorTotal, parcelas };
  }

  /** The donor's name and e-mail (on the gift) and CPF (Pix and slips need one). */
  private async personOf(donor: Donor): Promise<GiftPerson> {
    if (donor.kind === 'visitor') {
      const { nome, sobrenome, email, cpf, pais: country } = donor.doador;
      if (cpf && !isValidCpf(cpf)) throw new ProblemError(400, 'Bad Request', 'The CPF is not valid.', { errors: [{ field: 'body.doador.cpf', message: 'Not a valid CPF.' }] });
      return { name: `${nome.trim()} ${sobrenome.trim()}`.trim(), email: email.trim().toLowerCase(), cpf: cpf ? digitsOf(cpf) : null, country: country ?? null };
    }
    const [row] = await this.db
      .select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, cpf: usuario.cpf, country: pais.sigla })
      .from(usuario)
      .leftJoin(pais, eq(pais.id, usuario.paisId))
      .where(eq(usuario.id, donor.id));
    return { name: row ? `${row.nome} ${row.sobrenome}`.trim() : '', email: row?.email ?? null, cpf: row?.cpf ?? null, country: row?.country ?? null };
  }

  /**
   * The card to charge: a new token (saved for the member when asked, and always for a recurring
   * gift, whose next charges need it), or one of the member's saved cards.
   */
  private async cardOf(donor: Donor, options: GivingOptions, input: DoacaoInput): Promise<GiftCard> {
    const card = input.pagamento.cartao;
    if (input.pagamento.metodo !== 'CARTAO_CREDITO') return { savedId: null };
    if (!card || Boolean(card.token) === Boolean(card.idCartaoSalvo)) {
      throw new ProblemError(400, 'Bad Request', 'A tokenised card or a saved card (one of the two) is required.', {
        errors: [{ field: 'body.pagamento.cartao', message: 'A tokenised card or a saved card (one of the two) is required.' }],
      });
    }
    if (card.token) {
      await this.payments.checkCardToken(options.church.id, card.token, 'body.pagamento.cartao.token');
      if (input.recorrenciaDias !== undefined && donor.kind === 'member') {
        const saved = await this.payments.saveCard(donor.id, options.church.id, card.token);
        if (!saved) throw cardInvalid('body.pagamento.cartao.token');
        return { token: card.token, savedId: saved.id };
      }
      return { token: card.token, savedId: null, saveAfter: donor.kind === 'member' && card.salvarCartao !== false ? card.token : undefined };
    }
    const token = donor.kind === 'member' && card.idCartaoSalvo ? await this.payments.cards.tokenOf(donor.id, options.church.id, card.idCartaoSalvo) : undefined;
    if (!token) throw cardInvalid('body.pagamento.cartao.idCartaoSalvo');
    return { token, savedId: card.idCartaoSalvo ?? null };
  }
}

function cardInvalid(field: string): ProblemError {
  return new ProblemError(422, 'Unprocessable Content', 'The card is not one of this church.', { code: 'CARD_INVALID', errors: [{ field, message: 'Unknown card.' }] });
}
