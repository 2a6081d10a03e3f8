import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import { newPaymentCode, PAID_STATUSES, type PaymentMethod, type PaymentRow, type PaymentService, type PaymentStatus, UNPAID_HOLDING_STATUSES, pagamento, usuarioCartaoGatewayPagamento as cartao } from '@church/api-modules/payments';
import { periodCharge } from './subscription-price';
import { planoAssinatura, planoAssinaturaConfiguracao, usuarioPlanoAssinatura, usuarioPlanoAssinaturaCobranca } from './schema';

const DAY_MS = 86_400_000;
/** A claimed renewal is the claimer's for this long: another runner leaves it alone meanwhile. */
const LEASE_MS = 10 * 60_000;
/** A renewal whose payment is on its way is looked at again this long after its hold ends. */
const PENDING_RECHECK_MS = 5 * 60_000;
/** A declined renewal is charged again this many days after its first decline, while the grace lasts. */
export const RENEWAL_RETRY_AFTER_DAYS = [1, 3, 5] as const;
/** The shortest time a period's Pix or slip is given to be paid, however little grace is left. */
const MIN_PAY_WINDOW_MS = 60 * 60_000;
/** Stripe's Pix lives at most 14 days. */
const MAX_PIX_TTL_MS = 14 * DAY_MS;

type Subscription = typeof usuarioPlanoAssinatura.$inferSelect;

/** What a run did to one subscription, for the member's e-mail. */
export interface RenewalOutcome {
  assinaturaId: number;
  usuarioId: number;
  igrejaId: number;
  plano: string;
  metodo: PaymentMethod;
  moeda: string;
  total: number;
  /**
   * paid: the next period began; waiting: its payment is on its way (`payBy`: a Pix or slip made by
   * this run, sent to the member once); declined: refused (`retryAt`, or null when no retry fits in the
   * grace); ended: the grace ran out unpaid and access ended; closed: a cancelled subscription reached
   * the end of its paid period; unknown: the gateway's answer was lost (asked again on a later run).
   */
  kind: 'paid' | 'waiting' | 'declined' | 'ended' | 'closed' | 'unknown';
  retryAt: Date | null;
  /** Until when the member keeps watching (the grace's end) while the period is unpaid. */
  accessUntil: Date | null;
  noCard: boolean;
  payBy?: { codigo: string; copiaECola: string | null; expiraEm: Date | null };
}

interface Claimed {
  subscription: Subscription;
  plano: string;
  graceEnd: Date;
  /** The period's payment (absent for a subscription closed or ended by the claim). */
  payment?: PaymentRow;
  closed?: 'closed' | 'ended';
}

/**
 * Renews the subscriptions whose period ended, each period at most once however many runners go at
 * once: due subscriptions are claimed with FOR UPDATE SKIP LOCKED and leased, and each attempt of a
 * period is a row of usuario_plano_assinatura_cobranca with its payment, so that an attempt a crash left
 * half-done is asked of the gateway and charged again with the same payment, never as a second one.
 * A paid renewal's period is added by the trigger on `pagamento`; this settles declines, retries within
 * the area's days of grace, and the end of access when the grace runs out, or when a cancelled
 * subscription's paid period ends.
 */
export class SubscriptionRenewals {
  constructor(
    private readonly db: Database,
    private readonly payments: PaymentService,
    private readonly clock: () => Date,
  ) {}

  async renewDue(limit = 50): Promise<RenewalOutcome[]> {
    const claimed = await this.claimDue(limit);
    const outcomes: RenewalOutcome[] = [];
    for (const one of claimed) outcomes.push(await this.settle(one));
    return outcomes;
  }

  private async claimDue(limit: number): Promise<Claimed[]> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const due = rowsOf<{ id: number }>(
        await tx.execute(sql`
          select id from ${usuarioPlanoAssinatura}
          where situacao in ('ativo', 'inadimplente', 'cancelado') and proxima_cobranca <= ${now.toISOString()}::timestamptz
          order by proxima_cobranca limit ${limit} for update skip locked`),
      );
      const claimed: Claimed[] = [];
      for (const { id } of due) {
        const [row] = await tx
          .select({ subscription: usuarioPlanoAssinatura, plano: planoAssinatura.nome, diasCarencia: planoAssinaturaConfiguracao.diasCarencia })
          .from(usuarioPlanoAssinatura)
          .innerJoin(planoAssinatura, eq(planoAssinatura.id, usuarioPlanoAssinatura.planoId))
          .leftJoin(planoAssinaturaConfiguracao, eq(planoAssinaturaConfiguracao.igrejaId, usuarioPlanoAssinatura.igrejaId))
          .where(eq(usuarioPlanoAssinatura.id, id));
        if (!row) continue;
        const { subscription } = row;
        const graceEnd = new Date(subscription.fimPeriodo.getTime() + (row.diasCarencia ?? 0) * DAY_MS);
        if (subscription.situacao === 'cancelado' || graceEnd <= now) {
          await tx.update(usuarioPlanoAssinatura).set({ situacao: 'encerrado', proximaCobranca: null }).where(eq(usuarioPlanoAssinatura.id, id));
          claimed.push({ subscription, plano: row.plano, graceEnd, closed: subscription.situacao === 'cancelado' ? 'closed' : 'ended' });
          continue;
        }
        const ciclo = subscription.ciclo + 1;
        const tentativa = subscription.falhas + 1;
        const [earlier] = await tx
          .select({ payment: pagamento })
          .from(usuarioPlanoAssinaturaCobranca)
          .innerJoin(pagamento, eq(pagamento.id, usuarioPlanoAssinaturaCobranca.pagamentoId))
          .where(and(eq(usuarioPlanoAssinaturaCobranca.assinaturaId, id), eq(usuarioPlanoAssinaturaCobranca.ciclo, ciclo), eq(usuarioPlanoAssinaturaCobranca.tentativa, tentativa)));
        const payment = earlier?.payment ?? (await this.createAttempt(tx, subscription, row.plano, ciclo, tentativa));
        await tx.update(usuarioPlanoAssinatura).set({ proximaCobranca: new Date(now.getTime() + LEASE_MS) }).where(eq(usuarioPlanoAssinatura.id, id));
        claimed.push({ subscription, plano: row.plano, graceEnd, payment });
      }
      return claimed;
    });
  }

  /** A new attempt's payment, priced by the subscription's own figures (and its coupon while it lasts). */
  private async createAttempt(tx: Database, subscription: Subscription, plano: string, ciclo: number, tentativa: number): Promise<PaymentRow> {
    const [church] = await tx.select({ moeda: igreja.moeda }).from(igreja).where(eq(igreja.id, subscription.igrejaId));
    const discount = subscription.percentualDesconto > 0 ? { percentual: subscription.percentualDesconto, periodos: subscription.periodosDesconto } : null;
    const charge = periodCharge(subscription, discount, ciclo);
    const payment = await this.payments.payments.create(tx, {
      codigo: newPaymentCode(),
      igrejaId: subscription.igrejaId,
      usuarioId: subscription.usuarioId,
      origem: 'ASSINATURA',
      descricao: plano,
      idEvento: null,
      metodo: subscription.metodo,
      idGateway: null,
      moeda: church?.moeda ?? 'USD',
      valor: charge.valor - charge.desconto + charge.taxaAdesao,
      taxa: charge.taxa,
      juros: 0,
      total: charge.total,
      parcelas: 1,
      status: 'em_aberto',
      dinheiroPagarAte: null,
    });
    await tx.insert(usuarioPlanoAssinaturaCobranca).values({ assinaturaId: subscription.id, ciclo, tentativa, pagamentoId: payment.id });
    return payment;
  }

  /** Charges a claimed attempt (or asks the gateway about one a crash left), then settles what it answered. */
  private async settle(claimed: Claimed): Promise<RenewalOutcome> {
    const { subscription, payment, graceEnd } = claimed;
    const base = { assinaturaId: subscription.id, usuarioId: subscription.usuarioId, igrejaId: subscription.igrejaId, plano: claimed.plano, metodo: subscription.metodo as PaymentMethod, noCard: false };
    if (claimed.closed || !payment) return { ...base, moeda: '', total: 0, kind: claimed.closed ?? 'closed', retryAt: null, accessUntil: null };
    const now = this.clock();
    let status = payment.status as PaymentStatus;
    let holdUntil = payment.pixExpiraEm ?? payment.reservaAte;
    let payBy: RenewalOutcome['payBy'];
    let noCard = false;
    if (status === 'em_aberto') {
      const token = subscription.metodo === 'CARTAO_CREDITO' ? await this.cardTokenOf(subscription) : undefined;
      if (subscription.metodo === 'CARTAO_CREDITO' && !token) {
        noCard = true;
        status = ((await this.payments.payments.changeStatus({ id: payment.id }, ['em_aberto'], 'nao_aprovado'))?.status as PaymentStatus | undefined) ?? status;
      } else {
        const charged = await this.charge(subscription, payment, token, graceEnd, now).catch(() => undefined);
        // The gateway's answer was lost: the attempt stays open (leased) and is asked again on a later run.
        if (!charged) return { ...base, moeda: payment.moeda, total: payment.total, kind: 'unknown', retryAt: null, accessUntil: graceEnd };
        status = charged.status;
        holdUntil = charged.pix?.expiraEm ? new Date(charged.pix.expiraEm) : charged.reservaAte ? new Date(charged.reservaAte) : holdUntil;
        if (subscription.metodo !== 'CARTAO_CREDITO' && UNPAID_HOLDING_STATUSES.includes(status)) payBy = { codigo: payment.codigo, copiaECola: charged.pix?.copiaECola ?? null, expiraEm: holdUntil };
      }
    }
    const figures = { moeda: payment.moeda, total: payment.total, noCard };
    if (PAID_STATUSES.includes(status)) return { ...base, ...figures, kind: 'paid', retryAt: null, accessUntil: null };
    if (UNPAID_HOLDING_STATUSES.includes(status)) {
      // On its way (a review, or the member's Pix or slip): looked at again when its hold ends, and the trigger settles it if paid.
      const again = new Date(Math.max((holdUntil ?? now).getTime(), now.getTime()) + PENDING_RECHECK_MS);
      await this.db.update(usuarioPlanoAssinatura).set({ proximaCobranca: again }).where(and(eq(usuarioPlanoAssinatura.id, subscription.id), eq(usuarioPlanoAssinatura.ciclo, subscription.ciclo)));
      return { ...base, ...figures, kind: 'waiting', retryAt: null, accessUntil: graceEnd, ...(payBy ? { payBy } : {}) };
    }
    return this.declined(subscription, graceEnd, now, { ...base, ...figures });
  }

  /** The subscription's card; once the member removed it, their newest card saved at the church (the decline e-mail asks them to add one). */
  private async cardTokenOf(subscription: Subscription): Promise<string | undefined> {
    const [card] = await this.db
      .select({ token: cartao.token })
      .from(cartao)
      .where(and(eq(cartao.usuarioId, subscription.usuarioId), eq(cartao.igrejaId, subscription.igrejaId)))
      .orderBy(sql`${cartao.id} = ${subscription.cartaoId ?? 0} desc`, desc(cartao.id))
      .limit(1);
    return card?.token;
  }

  private charge(subscription: Subscription, payment: PaymentRow, token: string | undefined, graceEnd: Date, now: Date) {
    return this.db
      .select({ nome: igreja.nome, cidade: igreja.cidade, membroNome: usuario.nome, sobrenome: usuario.sobrenome, email: usuario.email, cpf: usuario.cpf })
      .from(igreja)
      .innerJoin(usuario, eq(usuario.id, subscription.usuarioId))
      .where(eq(igreja.id, subscription.igrejaId))
      .then(([who]) =>
        // resume, not charge: an attempt a crashed run left is asked of the gateway before it is charged again.
        this.payments.resume(payment, {
          codigo: payment.codigo,
          igrejaId: subscription.igrejaId,
          igrejaNome: who?.nome ?? '',
          igrejaCidade: who?.cidade ?? '',
          metodo: subscription.metodo as PaymentMethod,
          total: payment.total,
          moeda: payment.moeda,
          parcelas: 1,
          descricao: payment.descricao ?? '',
          cardToken: token,
          recorrente: subscription.metodo === 'CARTAO_CREDITO',
          documento: who?.cpf ?? undefined,
          pagador: who ? `${who.membroNome} ${who.sobrenome}`.trim() : undefined,
          email: who?.email ?? undefined,
          // A period's Pix lives while the grace does, so that an unpaid one is cancelled before access ends.
          pixTtlMs: Math.min(MAX_PIX_TTL_MS, Math.max(MIN_PAY_WINDOW_MS, graceEnd.getTime() - now.getTime())),
        }),
      );
  }

  /** A declined attempt: the subscription falls behind, and is retried while its grace lasts (then the claim ends it). */
  private async declined(subscription: Subscription, graceEnd: Date, now: Date, outcome: Omit<RenewalOutcome, 'kind' | 'retryAt' | 'accessUntil'>): Promise<RenewalOutcome> {
    const falhas = subscription.falhas + 1;
    const firstFailure = subscription.primeiraFalhaEm ?? now;
    const retryAfter = RENEWAL_RETRY_AFTER_DAYS[subscription.falhas];
    const retry = retryAfter === undefined ? null : new Date(Math.max(firstFailure.getTime() + retryAfter * DAY_MS, now.getTime()));
    const retryAt = retry && retry < graceEnd ? retry : null;
    await this.db
      .update(usuarioPlanoAssinatura)
      .set({
        // A member who cancelled meanwhile stays cancelled: the claim closes it when the paid period ends.
        situacao: sql`case when ${usuarioPlanoAssinatura.situacao} = 'cancelado' then 'cancelado' else 'inadimplente' end`,
        falhas,
        primeiraFalhaEm: firstFailure,
        proximaCobranca: retryAt ?? graceEnd,
      })
      .where(and(eq(usuarioPlanoAssinatura.id, subscription.id), eq(usuarioPlanoAssinatura.ciclo, subscription.ciclo)));
    return { ...outcome, kind: 'declined', retryAt, accessUntil: graceEnd };
  }
}
