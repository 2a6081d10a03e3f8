import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { feeRule, priceWithFees } from '@church/api-modules/payments';
import { newPaymentCode } from '@church/api-modules/payments';
import { PAID_STATUSES, UNPAID_HOLDING_STATUSES } from '@church/api-modules/payments';
import type { PaymentStatus } from '@church/api-modules/payments';
import type { PaymentRow } from '@church/api-modules/payments';
import { pagamento, usuarioCartaoGatewayPagamento as cartao } from '@church/api-modules/payments';
import type { PaymentService } from '@church/api-modules/payments';
import { dueFrom, type RecurringMethod, recurringMethodSql } from './recurring-gift-repository';
import { doacao, doacaoMotivo, doacaoRecorrente, doacaoRecorrenteCobranca, pagamentoMotivo } from './schema';

const DAY_MS = 86_400_000;
/** A claimed charge is the claimer's for this long: another runner leaves it alone meanwhile. */
const LEASE_MS = 10 * 60_000;
/** A cycle's payment still on its way is looked at again this long after its hold ends. */
const PENDING_RECHECK_MS = 5 * 60_000;
/**
 * A declined cycle is charged again this many days after its first declined charge (1, 3 and 7 days
 * later: three retries); when the last one is declined too, the gift pauses until the donor resumes it.
 */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** How long a recurring Pix gift's period may be paid when not set (RECURRING_PIX_GRACE_DAYS). */
const DEFAULT_PIX_GRACE_MS = 3 * DAY_MS;

/** What happened to one due recurring gift, for the donor's e-mail. */
export interface RecurringChargeOutcome {
  recorrenteId: number;
  usuarioId: number;
  igrejaId: number;
  status: PaymentStatus | 'sem_cartao';
  /** When it is tried again after a decline, or null when it was paid, is on its way, or paused. */
  retryAt: Date | null;
  /** The last retry was declined: the gift is paused until the donor resumes it. */
  paused: boolean;
  /** The declined charges of this cycle so far. */
  falhas: number;
  valor: number;
  moeda: string;
  motivo: string;
  /** How the gift's periods are paid. */
  metodo: RecurringMethod;
  /** A Pix gift's period whose Pix was made by this run: the donor is sent it (once). */
  pix?: { codigo: string; total: number; copiaECola: string; expiraEm: Date };
}

interface ClaimedCharge {
  recorrente: typeof doacaoRecorrente.$inferSelect;
  payment: PaymentRow;
  token: string | null;
  method: RecurringMethod;
}

/**
 * Charges the recurring gifts that are due, each cycle at most once however many runners go at once:
 * due gifts are claimed with FOR UPDATE SKIP LOCKED and leased, and each attempt of a cycle is a row
 * of doacao_recorrente_cobranca keyed by (gift, cycle, attempt) with its payment, so that an attempt
 * left half-done by a crash is charged again with the same payment (the gateways take its code as the
 * idempotency key) and never as a second one.
 */
export class RecurringGiftCharger {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly clock: () => Date,
    private readonly options: { pixGraceMs: number } = { pixGraceMs: DEFAULT_PIX_GRACE_MS },
  ) {}

  async chargeDue(limit = 50): Promise<RecurringChargeOutcome[]> {
    const claimed = await this.claimDue(limit);
    const outcomes: RecurringChargeOutcome[] = [];
    for (const charge of claimed) outcomes.push(await this.charge(charge));
    return outcomes;
  }

  private async claimDue(limit: number): Promise<ClaimedCharge[]> {
    const now = this.clock();
    // Who charges each due church's cards (its fees follow that provider's prices) is read from the church's
    // own gateway configuration before the claim's transaction: PGlite runs one transaction at a time, so a
    // read outside it from inside it would wait forever. A church not asked here is claimed on the next run.
    const dueChurches = rowsOf<{ igreja_id: number }>(
      await this.db.execute(sql`select distinct igreja_id from ${doacaoRecorrente} where status = 'ativa' and proxima_cobranca <= ${now.toISOString()}::timestamptz`),
    );
    const providers = new Map(
      await Promise.all(
        dueChurches.map(async ({ igreja_id }) => [igreja_id, { CARTAO_CREDITO: await this.payments.providerFor(igreja_id, 'CARTAO_CREDITO'), PIX: await this.payments.providerFor(igreja_id, 'PIX') }] as const),
      ),
    );
    return this.db.transaction(async (tx) => {
      const due = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select id from ${doacaoRecorrente}
          where status = 'ativa' and proxima_cobranca <= ${now.toISOString()}::timestamptz
          order by proxima_cobranca limit ${limit} for update skip locked`),
      );
      const charges: ClaimedCharge[] = [];
      for (const { id } of due) {
        const [found] = await tx.select({ recorrente: doacaoRecorrente, method: recurringMethodSql }).from(doacaoRecorrente).where(eq(doacaoRecorrente.id, id));
        const recorrente = found?.recorrente;
        const method: RecurringMethod = found?.method === 'PIX' ? 'PIX' : 'CARTAO_CREDITO';
        const provider = recorrente ? providers.get(recorrente.igrejaId)?.[method] : undefined;
        if (!recorrente || provider === undefined) continue;
        if (method === 'PIX' && recorrente.ciclo === 1 && !(await this.firstPeriodPaid(tx, id))) {
          // The checkout's Pix was never paid: the donor did not start giving, and is not sent a Pix each period.
          await tx.update(doacaoRecorrente).set({ status: 'parada', dataAtualizacao: now }).where(eq(doacaoRecorrente.id, id));
          continue;
        }
        const ciclo = recorrente.ciclo + 1;
        const tentativa = recorrente.falhas + 1;
        const [earlier] = await tx
          .select({ payment: pagamento })
          .from(doacaoRecorrenteCobranca)
          .innerJoin(pagamento, eq(pagamento.id, doacaoRecorrenteCobranca.pagamentoId))
          .where(and(eq(doacaoRecorrenteCobranca.doacaoRecorrenteId, id), eq(doacaoRecorrenteCobranca.ciclo, ciclo), eq(doacaoRecorrenteCobranca.tentativa, tentativa)));
        const payment = earlier?.payment ?? (await this.createAttempt(tx, recorrente, ciclo, tentativa, provider, method));
        const [card] = method === 'CARTAO_CREDITO' && recorrente.cartaoId ? await tx.select({ token: cartao.token }).from(cartao).where(eq(cartao.id, recorrente.cartaoId)) : [];
        await tx.update(doacaoRecorrente).set({ proximaCobranca: new Date(now.getTime() + LEASE_MS) }).where(eq(doacaoRecorrente.id, id));
        charges.push({ recorrente, payment, token: card?.token ?? null, method });
      }
      return charges;
    });
  }

  /** Whether a Pix gift's first period (the checkout's gift) was paid, or may still be. */
  private async firstPeriodPaid(tx: Database, recorrenteId: number): Promise<boolean> {
    const [first] = await tx
      .select({ status: pagamento.status })
      .from(doacao)
      .innerJoin(pagamento, eq(pagamento.id, doacao.pagamentoId))
      .where(eq(doacao.doacaoRecorrenteId, recorrenteId))
      .orderBy(doacao.id)
      .limit(1);
    return first !== undefined && !['nao_aprovado', 'cancelado'].includes(first.status);
  }

  /** A new attempt's payment and gift, recorded under the attempt's key. */
  private async createAttempt(tx: Database, recorrente: typeof doacaoRecorrente.$inferSelect, ciclo: number, tentativa: number, provider: string, method: RecurringMethod): Promise<PaymentRow> {
    const [church] = await tx.select({ moeda: igreja.moeda }).from(igreja).where(eq(igreja.id, recorrente.igrejaId));
    const [reason] = await tx.select({ nome: pagamentoMotivo.nome }).from(pagamentoMotivo).where(eq(pagamentoMotivo.id, recorrente.motivoId));
    const [donor] = await tx.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email }).from(usuario).where(eq(usuario.id, recorrente.usuarioId));
    const moeda = church?.moeda ?? 'USD';
    // Each period is priced afresh (the provider's prices of today), grossed up when the donor covers the fee.
    const rule = feeRule({ provider, method, currency: moeda });
    const { taxa, total } = priceWithFees(rule, recorrente.valor, recorrente.flagUsuarioTaxa);
    const payment = await this.payments.payments.create(tx, {
      codigo: newPaymentCode(),
      igrejaId: recorrente.igrejaId,
      usuarioId: recorrente.usuarioId,
      origem: 'DOACAO',
      descricao: reason?.nome ?? '',
      idEvento: null,
      metodo: method,
      idGateway: null,
      moeda,
      valor: recorrente.valor,
      taxa,
      juros: 0,
      total,
      parcelas: 1,
      status: 'em_aberto',
      dinheiroPagarAte: null,
    });
    await tx.insert(doacaoRecorrenteCobranca).values({ doacaoRecorrenteId: recorrente.id, ciclo, tentativa, pagamentoId: payment.id });
    const [gift] = await tx
      .insert(doacao)
      .values({
        igrejaId: recorrente.igrejaId,
        pagamentoId: payment.id,
        usuarioId: recorrente.usuarioId,
        doacaoRecorrenteId: recorrente.id,
        nomeDoador: donor ? `${donor.nome} ${donor.sobrenome}`.trim() : '',
        emailDoador: donor?.email ?? null,
        flagUsuarioTaxa: recorrente.flagUsuarioTaxa,
      })
      .returning({ id: doacao.id });
    if (gift) await tx.insert(doacaoMotivo).values({ doacaoId: gift.id, motivoId: recorrente.motivoId, valor: recorrente.valor });
    return payment;
  }

  /**
   * Charges one claimed attempt (a removed card counts as declined), off-session: nobody is there to
   * answer a 3DS challenge, so a card that asks for one is declined (and retried, and the donor told).
   * A cycle is over only once its payment is paid, or declined for the last time; a payment still on
   * its way (a review) is looked at again when its hold ends, and a later refusal of it is a decline.
   */
  private async charge(claimed: ClaimedCharge): Promise<RecurringChargeOutcome> {
    if (claimed.method === 'PIX') return this.chargePix(claimed);
    const { recorrente, payment, token } = claimed;
    let status = payment.status as PaymentStatus;
    let reservaAte = payment.reservaAte;
    if (status === 'em_aberto') {
      if (token) {
        const [church] = await this.db.select({ nome: igreja.nome, cidade: igreja.cidade }).from(igreja).where(eq(igreja.id, recorrente.igrejaId));
        // resume, not charge: an attempt a crashed run left is asked of the gateway before it is charged again.
        const charged = await this.payments.resume(payment, {
          codigo: payment.codigo,
          igrejaId: recorrente.igrejaId,
          igrejaNome: church?.nome ?? '',
          igrejaCidade: church?.cidade ?? '',
          metodo: 'CARTAO_CREDITO',
          total: payment.total,
          moeda: payment.moeda,
          parcelas: 1,
          descricao: payment.descricao ?? '',
          cardToken: token,
          recorrente: true,
        }).catch(() => undefined);
        // The gateway's answer was lost: the attempt stays open and is asked again on a later run.
        status = charged?.status ?? 'em_aberto';
        reservaAte = charged?.reservaAte ? new Date(charged.reservaAte) : null;
      } else {
        status = (await this.payments.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado'))?.status as PaymentStatus;
      }
    }
    const now = this.clock();
    if (UNPAID_HOLDING_STATUSES.includes(status)) {
      // On its way: this cycle's attempt is asked again once its hold ends (the holds job settles it by then).
      const again = new Date(Math.max((reservaAte ?? now).getTime(), now.getTime()) + PENDING_RECHECK_MS);
      await this.db.update(doacaoRecorrente).set({ proximaCobranca: again, dataAtualizacao: now }).where(eq(doacaoRecorrente.id, recorrente.id));
      return this.outcome(recorrente, payment, status, { retryAt: null, paused: false, falhas: recorrente.falhas }, token);
    }
    const declined = status === 'nao_aprovado' || status === 'cancelado';
    if (!declined) {
      await this.cyclePaid(recorrente, now);
      return this.outcome(recorrente, payment, status, { retryAt: null, paused: false, falhas: 0 }, token);
    }
    const falhas = recorrente.falhas + 1;
    const firstFailure = recorrente.falhas === 0 ? now : (recorrente.primeiraFalhaEm ?? now);
    const retryAfter = RETRY_AFTER_DAYS[recorrente.falhas];
    if (retryAfter === undefined) {
      // The last retry was declined too: the cycle is over unpaid and the gift pauses (a stop meanwhile stays a stop).
      await this.db
        .update(doacaoRecorrente)
        .set({ status: 'pausada', pausadaEm: now, ciclo: recorrente.ciclo + 1, falhas, vencimentoCiclo: dueFrom(new Date(recorrente.vencimentoCiclo.getTime() + recorrente.recorrenciaDias * DAY_MS), recorrente.recorrenciaDias, now), dataAtualizacao: now })
        .where(and(eq(doacaoRecorrente.id, recorrente.id), eq(doacaoRecorrente.status, 'ativa')));
      return this.outcome(recorrente, payment, status, { retryAt: null, paused: true, falhas }, token);
    }
    // Counted from the cycle's first decline; a run that comes late retries at once.
    const retryAt = new Date(Math.max(firstFailure.getTime() + retryAfter * DAY_MS, now.getTime()));
    await this.db
      .update(doacaoRecorrente)
      .set({ falhas, primeiraFalhaEm: firstFailure, proximaCobranca: retryAt, dataAtualizacao: now })
      .where(eq(doacaoRecorrente.id, recorrente.id));
    return this.outcome(recorrente, payment, status, { retryAt, paused: false, falhas }, token);
  }

  /** Paid: this cycle is over, and the next falls due a period after this one did (or a period from now, when that has passed). */
  private async cyclePaid(recorrente: ClaimedCharge['recorrente'], now: Date): Promise<void> {
    const byCalendar = new Date(recorrente.vencimentoCiclo.getTime() + recorrente.recorrenciaDias * DAY_MS);
    const nextCycle = byCalendar < now ? new Date(now.getTime() + recorrente.recorrenciaDias * DAY_MS) : byCalendar;
    await this.db
      .update(doacaoRecorrente)
      .set({ ciclo: recorrente.ciclo + 1, falhas: 0, primeiraFalhaEm: null, vencimentoCiclo: nextCycle, proximaCobranca: nextCycle, dataAtualizacao: now })
      .where(eq(doacaoRecorrente.id, recorrente.id));
  }

  /**
   * A Pix gift's period (no provider here offers Pix Automático): its Pix is made once, living for the
   * grace period (the donor is sent it), and the gift is looked at again when the grace ends. Paid by
   * then (its webhook), the period is over and the next falls due by the calendar; expired unpaid (the
   * payment core's holds job cancels it at the provider), the gift pauses until the donor resumes it.
   */
  private async chargePix({ recorrente, payment }: ClaimedCharge): Promise<RecurringChargeOutcome> {
    let status = payment.status as PaymentStatus;
    let expiraEm = payment.pixExpiraEm ?? payment.reservaAte;
    let made: RecurringChargeOutcome['pix'];
    if (status === 'em_aberto') {
      const [church] = await this.db.select({ nome: igreja.nome, cidade: igreja.cidade }).from(igreja).where(eq(igreja.id, recorrente.igrejaId));
      const [donor] = await this.db.select({ nome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, cpf: usuario.cpf }).from(usuario).where(eq(usuario.id, recorrente.usuarioId));
      // resume, not charge: a Pix a crashed run made is asked of the provider, never made twice (its code is the idempotency key).
      const issued = await this.payments
        .resume(payment, {
          codigo: payment.codigo,
          igrejaId: recorrente.igrejaId,
          igrejaNome: church?.nome ?? '',
          igrejaCidade: church?.cidade ?? '',
          metodo: 'PIX',
          total: payment.total,
          moeda: payment.moeda,
          parcelas: 1,
          descricao: payment.descricao ?? '',
          documento: donor?.cpf ?? undefined,
          pagador: donor ? `${donor.nome} ${donor.sobrenome}`.trim() : undefined,
          email: donor?.email ?? undefined,
          pixTtlMs: this.options.pixGraceMs,
        })
        .catch(() => undefined);
      // The provider's answer was lost: the period stays open (leased) and is asked again on a later run.
      status = issued?.status ?? 'em_aberto';
      if (issued?.pix) {
        expiraEm = new Date(issued.pix.expiraEm);
        made = { codigo: payment.codigo, total: payment.total, copiaECola: issued.pix.copiaECola, expiraEm };
      }
    }
    const now = this.clock();
    if (status === 'em_aberto') return this.outcome(recorrente, payment, status, { retryAt: null, paused: false, falhas: 0 }, null, 'PIX');
    if (UNPAID_HOLDING_STATUSES.includes(status)) {
      // Waiting for the donor: looked at again once the grace ends (the holds job cancels an unpaid Pix by then).
      const again = new Date(Math.max((expiraEm ?? now).getTime(), now.getTime()) + PENDING_RECHECK_MS);
      await this.db.update(doacaoRecorrente).set({ proximaCobranca: again, dataAtualizacao: now }).where(eq(doacaoRecorrente.id, recorrente.id));
      return { ...(await this.outcome(recorrente, payment, status, { retryAt: null, paused: false, falhas: 0 }, null, 'PIX')), ...(made ? { pix: made } : {}) };
    }
    if (PAID_STATUSES.includes(status)) {
      await this.cyclePaid(recorrente, now);
      return this.outcome(recorrente, payment, status, { retryAt: null, paused: false, falhas: 0 }, null, 'PIX');
    }
    // Not paid in its grace (or refused): the period is over unpaid and the gift pauses (a stop meanwhile stays a stop).
    await this.db
      .update(doacaoRecorrente)
      .set({ status: 'pausada', pausadaEm: now, ciclo: recorrente.ciclo + 1, falhas: 1, vencimentoCiclo: dueFrom(new Date(recorrente.vencimentoCiclo.getTime() + recorrente.recorrenciaDias * DAY_MS), recorrente.recorrenciaDias, now), dataAtualizacao: now })
      .where(and(eq(doacaoRecorrente.id, recorrente.id), eq(doacaoRecorrente.status, 'ativa')));
    return this.outcome(recorrente, payment, status, { retryAt: null, paused: true, falhas: 1 }, null, 'PIX');
  }

  private async outcome(
    recorrente: ClaimedCharge['recorrente'],
    payment: PaymentRow,
    status: PaymentStatus,
    next: Pick<RecurringChargeOutcome, 'retryAt' | 'paused' | 'falhas'>,
    token: string | null,
    metodo: RecurringMethod = 'CARTAO_CREDITO',
  ): Promise<RecurringChargeOutcome> {
    const declined = status === 'nao_aprovado' || status === 'cancelado';
    const [reason] = await this.db.select({ nome: pagamentoMotivo.nome }).from(pagamentoMotivo).where(eq(pagamentoMotivo.id, recorrente.motivoId));
    return {
      recorrenteId: recorrente.id,
      usuarioId: recorrente.usuarioId,
      igrejaId: recorrente.igrejaId,
      status: token || !declined || metodo === 'PIX' ? status : 'sem_cartao',
      ...next,
      metodo,
      valor: recorrente.valor,
      moeda: payment.moeda,
      motivo: reason?.nome ?? '',
    };
  }
}
