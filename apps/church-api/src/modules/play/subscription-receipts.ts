import { and, eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';
import { pagamento, paymentReceiptMail, receiptIssuerOf, ReceiptQueue, type ReceiptMail } from '@church/api-modules/payments';
import { periodCharge } from './subscription-price';
import { planoAssinatura, usuarioPlanoAssinatura, usuarioPlanoAssinaturaCobranca } from './schema';

export interface SubscriptionReceiptDeps {
  db: Database;
  outboxOf: (db: Database) => MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/**
 * The receipt of every paid subscription charge, once (queued by the trigger on `pagamento`): the plan,
 * until when it gives access, the coupon's discount and the hiring fee it included, the amount, method
 * and date, and the church's legal name and tax id, in the church's language.
 */
export class SubscriptionReceipts {
  private readonly queue: ReceiptQueue;

  constructor(private readonly deps: SubscriptionReceiptDeps) {
    this.queue = new ReceiptQueue(deps.db, 'assinatura_recibo', deps.outboxOf);
  }

  /** Mails the receipts due now; returns how many were put in the outbox. */
  sendDue(onError: (error: unknown) => void): Promise<number> {
    return this.queue.deliverDue((pagamentoId, paidAt) => this.render(pagamentoId, paidAt), onError);
  }

  private async render(pagamentoId: number, paidAt: Date): Promise<ReceiptMail> {
    const { db } = this.deps;
    const [row] = await db
      .select({ payment: pagamento, ciclo: usuarioPlanoAssinaturaCobranca.ciclo, subscription: usuarioPlanoAssinatura, plan: planoAssinatura.nome, memberName: usuario.nome, memberEmail: usuario.email, zone: igrejaFusoHorario.fusoHorario })
      .from(pagamento)
      .innerJoin(usuarioPlanoAssinaturaCobranca, eq(usuarioPlanoAssinaturaCobranca.pagamentoId, pagamento.id))
      .innerJoin(usuarioPlanoAssinatura, eq(usuarioPlanoAssinatura.id, usuarioPlanoAssinaturaCobranca.assinaturaId))
      .innerJoin(planoAssinatura, eq(planoAssinatura.id, usuarioPlanoAssinatura.planoId))
      .innerJoin(usuario, eq(usuario.id, usuarioPlanoAssinatura.usuarioId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, pagamento.igrejaId))
      .where(and(eq(pagamento.id, pagamentoId)));
    if (!row) return null;
    const [issuer, church] = await Promise.all([receiptIssuerOf(db, row.payment.igrejaId), this.deps.churches.findSummary('id', row.payment.igrejaId)]);
    if (!issuer || !church) return null;
    const { subscription } = row;
    const discount = subscription.percentualDesconto > 0 ? { percentual: subscription.percentualDesconto, periodos: subscription.periodosDesconto } : null;
    const charge = periodCharge(subscription, discount, row.ciclo);
    const mail = paymentReceiptMail(issuer, {
      payment: row.payment,
      paidAt,
      zone: row.zone ?? 'UTC',
      payer: { firstName: row.memberName },
      // Until when this charge gives access: the subscription's period, when this charge is still its last.
      order: { kind: 'subscription', plan: row.plan, accessUntil: subscription.ciclo === row.ciclo ? subscription.fimPeriodo : null, discount: charge.desconto, hiringFee: charge.taxaAdesao },
      link: `${await this.deps.siteLinks.siteOf(church, '')}/user/subscriptions`,
    });
    return { igrejaId: church.id, fromName: church.nome, to: row.memberEmail, ...mail };
  }
}
