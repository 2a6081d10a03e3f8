import type { operations } from '@church/contracts-giving';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { hasBearer, requireMemberOf, requireSelf } from '@church/api-platform/plugins/authentication';
import type { RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { Captcha } from '@church/api-platform/captcha/captcha';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igreja, igrejaEntidadeLegal, igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';
import { type FeeRule, priceWithFees } from '@church/api-modules/payments';
import { withIdempotency } from '@church/api-modules/payments';
import { visitorKey } from '@church/api-modules/payments';
import type { PaymentMethod } from '@church/api-modules/payments';
import { localeOf } from '@church/api-modules/payments';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import { statementFileName, statementPdf } from './statement-pdf';
import type { GiftCheckout } from './gift-checkout';
import { coveredFeeNetOfRefund, type GiftRepository, reasonsNetOfRefund } from './gift-repository';
import { giftRefusal } from './gift-refusal';
import { givingOptions } from './giving-options';
import type { RecurringGiftRepository } from './recurring-gift-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Gifts without an account from one address: a congregation on one Wi-Fi fits, card testing does not. */
const VISITOR_GIFTS_PER_ADDRESS = { name: 'gift:address', max: 30, windowSeconds: 15 * 60 };

/** A recurring gift the donor stopped stays stopped. */
const stoppedGift = () => new ProblemError(409, 'Conflict', 'A stopped recurring gift cannot be changed or resumed.', { code: 'DOACAO_RECORRENTE_PARADA' });
const notYourCard = () =>
  new ProblemError(422, 'Unprocessable Content', 'The card is not one of your saved cards at this church.', { code: 'CARD_INVALID', errors: [{ field: 'body.idCartaoSalvo', message: 'Unknown card.' }] });

export interface GivingHandlerDeps {
  db: Database;
  checkout: GiftCheckout;
  gifts: GiftRepository;
  recurring: RecurringGiftRepository;
  limiter: RateLimiter;
  /** Asked of visitors: anonymous gift forms are where stolen cards are tried. */
  captcha: Captcha;
  /** The church's payment methods, from the tenant cache. */
  churchMethods: (igrejaId: number) => Promise<PaymentMethod[]>;
  /** The fee rule of a method at a church, in its currency (the prices of the provider that charges it). */
  feeRuleFor: (igrejaId: number, method: PaymentMethod, currency: string) => Promise<FeeRule>;
  clock: () => Date;
}

/** The giving calls (§7 "Giving and payments"): reasons, fees, a gift, and the donor's gifts, recurring gifts and statement. */
export function givingHandlers({ db, checkout, gifts, recurring, limiter, captcha, churchMethods, feeRuleFor, clock }: GivingHandlerDeps) {
  const optionsOf = async (igrejaId: number) => {
    const options = await givingOptions(db, igrejaId, await churchMethods(igrejaId));
    if (!options) throw notFound(`There is no church ${igrejaId}.`);
    return options;
  };

  const handlers = {
    async listMotivosDoacao(req: Request<'listMotivosDoacao'>): Promise<Ok<'listMotivosDoacao'>> {
      const { church: _, ...options } = await optionsOf(req.church.id);
      return options;
    },

    async calcularTaxasDoacao(req: Request<'calcularTaxasDoacao'>): Promise<Ok<'calcularTaxasDoacao'>> {
      const [church] = await db.select({ moeda: igreja.moeda }).from(igreja).where(eq(igreja.id, req.church.id));
      const { valor, metodoPagamento } = req.query;
      const moeda = church?.moeda ?? 'USD';
      const rule = await feeRuleFor(req.church.id, metodoPagamento, moeda);
      // The fee the church bears on the gift as given, and the total that leaves it the whole gift when the donor covers the fee.
      const covered = priceWithFees(rule, valor, true);
      return { valor, taxa: priceWithFees(rule, valor, false).taxa, totalComTaxa: covered.total, taxaCoberta: covered.taxa, moeda };
    },

    async createDoacao(req: Request<'createDoacao'>, reply: FastifyReply): Promise<Ok<'createDoacao'>> {
      const igrejaId = req.church.id;
      const member = hasBearer(req) ? await requireMemberOf(req, igrejaId) : null;
      const visitor = member ? undefined : req.body.doador;
      if (!member && !visitor) {
        throw new ProblemError(400, 'Bad Request', "A visitor's gift needs the donor's name and e-mail.", { errors: [{ field: 'body.doador', message: 'Required without an account.' }] });
      }
      if (!member && req.body.recorrenciaDias !== undefined) throw giftRefusal('DOACAO_RECORRENCIA_CONTA', 'body.recorrenciaDias');
      const scope = member ? `u:${member.id}` : `g:${visitor?.email.trim().toLowerCase()}`;
      // A visitor's key is their attempt's only secret: long enough not to be guessed.
      const key = member ? (req.headers['idempotency-key'] as string | undefined) : visitorKey(req.headers['idempotency-key']);
      const { captcha: solution, ...gift } = req.body;
      // A visitor's gift is where stolen cards are tried: a captcha, spent on this attempt (its retry after a lost answer may show it again).
      if (!member) await captcha.check(solution, { field: 'body.captcha', attempt: `${scope}\n${key ?? ''}` });
      // The attempt is the gift without its captcha: a retry with a new solution is the same attempt.
      const answer = await withIdempotency(db, { scope, key, operation: `createDoacao:${igrejaId}`, body: gift }, async (attempt) => {
        if (!member) await limiter.hit(VISITOR_GIFTS_PER_ADDRESS, req.ip);
        const donor = member ? ({ kind: 'member', id: member.id } as const) : ({ kind: 'visitor', doador: visitor ?? { nome: '', sobrenome: '', email: '' } } as const);
        return { status: 201, body: await checkout.give(donor, await optionsOf(igrejaId), gift, { attempt, ip: req.ip }) };
      });
      void reply.code(answer.status);
      return answer.body as Ok<'createDoacao'>;
    },

    async listDoacoesUsuario(req: Request<'listDoacoesUsuario'>): Promise<Ok<'listDoacoesUsuario'>> {
      const account = await requireSelf(req, req.params.id);
      return { doacoes: await gifts.giftsOf(account.id, req.church.id) };
    },

    async getExtratoDoacoes(req: Request<'getExtratoDoacoes'>): Promise<Ok<'getExtratoDoacoes'>> {
      const account = await requireSelf(req, req.params.id);
      const [church] = await db
        .select({
          nome: igreja.nome,
          endereco: igreja.endereco,
          cidade: igreja.cidade,
          moeda: igreja.moeda,
          razaoSocial: igrejaEntidadeLegal.razaoSocial,
          tipoDocumentoFiscal: igrejaEntidadeLegal.tipoDocumentoFiscal,
          documentoFiscal: igrejaEntidadeLegal.documentoFiscal,
          zone: igrejaFusoHorario.fusoHorario,
        })
        .from(igreja)
        .leftJoin(igrejaEntidadeLegal, eq(igrejaEntidadeLegal.igrejaId, igreja.id))
        .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
        .where(eq(igreja.id, req.church.id));
      const [donor] = await db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, cpf: usuario.cpf }).from(usuario).where(eq(usuario.id, account.id));
      if (!church || !donor) throw notFound('There is no such statement.');
      // The year as the church keeps it: from its 1 January to the next, in its own time zone.
      const start = DateTime.fromObject({ year: req.query.ano, month: 1, day: 1 }, { zone: church.zone ?? 'UTC' });
      const paid = await gifts.paidBetween(account.id, req.church.id, start.toJSDate(), start.plus({ years: 1 }).toJSDate());
      // Net of refunds: each gift as the church kept it (a gift refunded in full, or disputed, is not among the paid).
      const byReason = new Map<string, number>();
      for (const gift of paid) for (const reason of reasonsNetOfRefund(gift)) byReason.set(reason.nome, (byReason.get(reason.nome) ?? 0) + reason.valor);
      return {
        ano: req.query.ano,
        igreja: {
          nome: church.nome,
          endereco: [church.endereco, church.cidade].filter(Boolean).join(', ') || null,
          razaoSocial: church.razaoSocial,
          tipoDocumentoFiscal: church.tipoDocumentoFiscal,
          documentoFiscal: church.documentoFiscal,
        },
        doador: { nome: `${donor.nome} ${donor.sobrenome}`.trim(), cpf: donor.cpf ?? null },
        moeda: church.moeda,
        total: paid.reduce((sum, gift) => sum + gift.valorLiquido, 0),
        taxasCobertas: paid.reduce((sum, gift) => sum + coveredFeeNetOfRefund(gift), 0),
        totalEstornado: paid.reduce((sum, gift) => sum + (gift.valor - gift.valorLiquido), 0),
        porMotivo: [...byReason].map(([motivo, total]) => ({ motivo, total })),
        doacoes: paid,
      };
    },

    async listDoacoesRecorrentes(req: Request<'listDoacoesRecorrentes'>): Promise<Ok<'listDoacoesRecorrentes'>> {
      const account = await requireSelf(req, req.params.id);
      return { recorrentes: await recurring.list(account.id, req.church.id) };
    },

    async updateDoacaoRecorrente(req: Request<'updateDoacaoRecorrente'>): Promise<Ok<'updateDoacaoRecorrente'>> {
      const account = await requireSelf(req, req.params.id);
      const current = await recurring.churchOf(account.id, req.params.recorrenteId);
      if (!current) throw notFound(`The account has no recurring gift ${req.params.recorrenteId}.`);
      const options = await optionsOf(current.igrejaId);
      if (req.body.valor < options.valorMinimo) throw giftRefusal('DOACAO_VALOR_MINIMO', 'body.valor', `The amount must be at least ${options.valorMinimo}.`);
      const card = req.body.idCartaoSalvo;
      if (card !== undefined && !(await recurring.isCardOf(account.id, current.igrejaId, card))) throw notYourCard();
      const changed = await recurring.change(account.id, req.params.recorrenteId, { valor: req.body.valor, recorrenciaDias: req.body.recorrenciaDias, cartaoId: card }, clock());
      if (!changed) throw stoppedGift();
      return { recorrente: changed };
    },

    async resumeDoacaoRecorrente(req: Request<'resumeDoacaoRecorrente'>): Promise<Ok<'resumeDoacaoRecorrente'>> {
      const account = await requireSelf(req, req.params.id);
      const current = await recurring.churchOf(account.id, req.params.recorrenteId);
      if (!current) throw notFound(`The account has no recurring gift ${req.params.recorrenteId}.`);
      const card = req.body.idCartaoSalvo;
      if (card !== undefined && !(await recurring.isCardOf(account.id, current.igrejaId, card))) throw notYourCard();
      // A Pix gift needs no card: each period is a new Pix.
      const needsCard = (await recurring.methodOf(req.params.recorrenteId)) !== 'PIX';
      if (needsCard && card === undefined && !(await recurring.cardOf(account.id, req.params.recorrenteId))?.cartaoId) throw giftRefusal('DOACAO_RECORRENTE_SEM_CARTAO', 'body.idCartaoSalvo');
      const resumed = await recurring.resume(account.id, req.params.recorrenteId, clock(), card);
      if (!resumed) throw notFound(`The account has no recurring gift ${req.params.recorrenteId}.`);
      if (resumed.status === 'parada') throw stoppedGift();
      return { recorrente: resumed };
    },

    async stopDoacaoRecorrente(req: Request<'stopDoacaoRecorrente'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      if (!(await recurring.stop(account.id, req.params.recorrenteId, clock()))) throw notFound(`The account has no recurring gift ${req.params.recorrenteId}.`);
      return reply.code(204).send();
    },
  };

  return {
    ...handlers,

    /** The statement as an A4 PDF, in the church's language: the same figures as getExtratoDoacoes. */
    async getExtratoDoacoesPdf(req: Request<'getExtratoDoacoesPdf'>, reply: FastifyReply): Promise<Buffer> {
      const statement = await handlers.getExtratoDoacoes(req);
      const [church] = await db
        .select({ idioma: igreja.idioma, zone: igrejaFusoHorario.fusoHorario })
        .from(igreja)
        .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id))
        .where(eq(igreja.id, req.church.id));
      const language = mailLanguageOf(church?.idioma ?? 'en');
      const pdf = await statementPdf(statement, { language, locale: localeOf(church?.idioma ?? 'en'), zone: church?.zone ?? 'UTC', issuedAt: clock() });
      void reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${statementFileName(statement.ano, language)}"`)
        .header('cache-control', 'private, no-store');
      return pdf;
    },
  };
}
