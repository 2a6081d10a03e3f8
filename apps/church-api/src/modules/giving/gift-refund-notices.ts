import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { type MailLanguage, type MailParts, mailLanguageOf, type RenderedMail, renderMail } from '@church/api-platform/mail/templates';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { localeOf, pagamento, ReceiptQueue, type ReceiptMail } from '@church/api-modules/payments';
import { netOfRefund } from './gift-repository';
import { doacao, doacaoMotivo, pagamentoMotivo } from './schema';
import { igrejaFusoHorario } from '@church/api-platform/tenancy/tenancy-tables';

export interface GiftRefundNoticeDeps {
  db: Database;
  outboxOf: (db: Database) => MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/** What a refund notice says: the gift, what was refunded of it so far, and what the statement counts now. */
export interface GiftRefundNotice {
  language: MailLanguage;
  churchName: string;
  firstName: string;
  reasons: string;
  /** The gift's charge, what was refunded of it so far, and the gift net of it (money as the church writes it). */
  charged: string;
  refunded: string;
  net: string;
  full: boolean;
  /** The day of the last refund, in the church's time zone and language. */
  date: string;
  link: string | null;
}

/** The short notice of a refund: not a receipt (the gift's receipt stands as sent), in the church's language. */
export function giftRefundMail({ language, churchName, firstName, reasons, charged, refunded, net, full, date, link }: GiftRefundNotice): RenderedMail {
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: `${full ? 'Doação estornada' : 'Doação estornada em parte'} — ${churchName}`,
      greeting: `Olá, ${firstName}!`,
      lines: [
        `Em ${date}, estornamos ${refunded} da sua doação de ${charged} (${reasons}), pelo mesmo meio de pagamento; o valor aparece em alguns dias, conforme o seu banco.`,
        full ? 'A doação não conta mais no seu informe de doações.' : `No seu informe de doações, ela conta agora ${net}.`,
      ],
      ...(link ? { action: { label: 'Minhas doações', url: link } } : {}),
      closing: 'Com carinho,',
    },
    en: {
      subject: `${full ? 'Donation refunded' : 'Donation refunded in part'} — ${churchName}`,
      greeting: `Hello, ${firstName}!`,
      lines: [
        `On ${date}, we refunded ${refunded} of your donation of ${charged} (${reasons}) to the same payment method; it shows in a few days, depending on your bank.`,
        full ? 'The donation no longer counts in your giving statement.' : `Your giving statement now counts it as ${net}.`,
      ],
      ...(link ? { action: { label: 'My giving', url: link } } : {}),
      closing: 'With love,',
    },
    es: {
      subject: `${full ? 'Donación reembolsada' : 'Donación reembolsada en parte'} — ${churchName}`,
      greeting: `¡Hola, ${firstName}!`,
      lines: [
        `El ${date} le reembolsamos ${refunded} de su donación de ${charged} (${reasons}) por el mismo medio de pago; lo verá en unos días, según su banco.`,
        full ? 'La donación ya no cuenta en su certificado de donaciones.' : `En su certificado de donaciones cuenta ahora ${net}.`,
      ],
      ...(link ? { action: { label: 'Mis donaciones', url: link } } : {}),
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}

/**
 * The refund notices of gifts: the trigger on `pagamento` queues a paid gift whose refunded amount
 * grows (doacao_estorno_aviso, pending again after each refund), and this mails the donor (the member,
 * or the visitor's e-mail) once per queued refund, through the outbox: what was refunded so far and
 * what the statement counts now. The receipt is not sent again.
 */
export class GiftRefundNotices {
  private readonly queue: ReceiptQueue;

  constructor(private readonly deps: GiftRefundNoticeDeps) {
    this.queue = new ReceiptQueue(deps.db, 'doacao_estorno_aviso', deps.outboxOf);
  }

  /** Mails the notices due now; returns how many were put in the outbox. */
  sendDue(onError: (error: unknown) => void): Promise<number> {
    return this.queue.deliverDue((pagamentoId, refundedAt) => this.render(pagamentoId, refundedAt), onError);
  }

  private async render(pagamentoId: number, refundedAt: Date): Promise<ReceiptMail> {
    const { db } = this.deps;
    const [row] = await db
      .select({ payment: pagamento, gift: doacao, memberName: usuario.nome, memberEmail: usuario.email, zone: igrejaFusoHorario.fusoHorario })
      .from(pagamento)
      .innerJoin(doacao, eq(doacao.pagamentoId, pagamento.id))
      .leftJoin(usuario, eq(usuario.id, doacao.usuarioId))
      .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, pagamento.igrejaId))
      .where(eq(pagamento.id, pagamentoId));
    const to = row?.memberEmail ?? row?.gift.emailDoador;
    const church = row ? await this.deps.churches.findSummary('id', row.payment.igrejaId) : undefined;
    if (!row || !to || !church) return null;
    const reasons = await db
      .select({ nome: pagamentoMotivo.nome })
      .from(doacaoMotivo)
      .innerJoin(pagamentoMotivo, eq(pagamentoMotivo.id, doacaoMotivo.motivoId))
      .where(eq(doacaoMotivo.doacaoId, row.gift.id))
      .orderBy(asc(pagamentoMotivo.ordem), asc(pagamentoMotivo.id));
    const locale = localeOf(church.idioma);
    const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: row.payment.moeda }).format(cents / 100);
    const refunded = row.payment.status === 'estornado' ? row.payment.total : row.payment.valorEstornado;
    const net = netOfRefund(row.payment.valor, refunded).valorLiquido;
    const link = row.gift.usuarioId ? `${await this.deps.siteLinks.siteOf(church, '')}/user/giving` : null;
    const mail = giftRefundMail({
      language: mailLanguageOf(church.idioma),
      churchName: church.nome,
      firstName: row.memberName ?? row.gift.nomeDoador.split(' ')[0] ?? '',
      reasons: reasons.map((reason) => reason.nome).join(', '),
      charged: money(row.payment.total),
      refunded: money(refunded),
      net: money(net),
      full: row.payment.status === 'estornado',
      date: DateTime.fromJSDate(refundedAt, { zone: row.zone ?? 'UTC' }).setLocale(locale).toLocaleString(DateTime.DATE_FULL),
      link,
    });
    return { igrejaId: church.id, fromName: church.nome, to, ...mail };
  }
}
