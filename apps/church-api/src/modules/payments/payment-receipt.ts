import { eq, sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { rowsOf } from '@church/api-platform/db/rows';
import type { MailOutbox, NewMail } from '@church/api-platform/mail/outbox';
import { type MailLanguage, type MailParts, type RenderedMail, mailLanguageOf, renderMail } from '@church/api-platform/mail/templates';
import { igreja, igrejaEntidadeLegal } from '@church/api-platform/tenancy/tenancy-tables';
import type { PaymentMethod } from './payment-method';
import type { PaymentRow } from './payment-repository';
import { pagamento } from './schema';

/**
 * The columns of a module's receipt queue (giving's `doacao_recibo`, events' `inscricao_recibo`): one
 * row per paid payment of the module's orders, put there by the module's trigger on `pagamento` in the
 * statement that made the payment paid, whoever made it (the charge's answer, a webhook, the sandbox,
 * a late settlement, the admin site). The primary key is the payment: a payment is receipted once.
 */
export const receiptQueueColumns = () => ({
  pagamentoId: integer('pagamento_id')
    .primaryKey()
    .references(() => pagamento.id, { onDelete: 'cascade' }),
  /** pendente until its mail is in the outbox (enviado), or sem_destinatario when there is nobody to send it to. */
  situacao: text('situacao').notNull().default('pendente'),
  tentativas: integer('tentativas').notNull().default(0),
  /** A runner that claims it leases it until then; a failed one is tried again then. */
  proximaTentativa: timestamp('proxima_tentativa', { withTimezone: true }).notNull().defaultNow(),
  /** When the payment became paid (the trigger's transaction): the receipt's date. */
  pagoEm: timestamp('pago_em', { withTimezone: true }).notNull().defaultNow(),
  enviadoEm: timestamp('enviado_em', { withTimezone: true }),
});

/** How often a module looks for receipts to send: as often as the mail outbox is delivered (5 s), or its payment jobs' interval when that is shorter; 0 (tests) only when asked. */
export function receiptIntervalOf(jobIntervalMs: number): number {
  return jobIntervalMs === 0 ? 0 : Math.min(jobIntervalMs, 5_000);
}

/** A claimed receipt is its runner's for this long. */
const LEASE_SECONDS = 300;
/** After this many failed tries a receipt is left as `falha` (its error is in the log). */
const MAX_TRIES = 8;

/** What a module's receipt is made of, or null when there is nobody to send it to (no e-mail). */
export type ReceiptMail = (Omit<NewMail, 'igrejaId'> & { igrejaId: number }) | null;

/**
 * Sends a module's receipts exactly once: due rows are claimed (leased with FOR UPDATE SKIP LOCKED, so
 * that two processes do not render the same one), rendered, and each mail is put in the outbox in the
 * same transaction that marks its row sent, and only if it was still pending: a receipt whose mail is
 * in the outbox is marked, and a marked one never gets a second mail, whatever runs at once or crashes.
 */
export class ReceiptQueue {
  constructor(
    private readonly db: Database,
    /** The module's receipt table (made with `receiptQueueColumns`). */
    private readonly table: string,
    private readonly outboxOf: (db: Database) => MailOutbox,
  ) {}

  async deliverDue(render: (pagamentoId: number, pagoEm: Date) => Promise<ReceiptMail>, onError: (error: unknown) => void, limit = 20): Promise<number> {
    const table = sql.identifier(this.table);
    const claimed = rowsOf<{ pagamento_id: number; pago_em: string | Date; tentativas: number }>(
      await this.db.execute(sql`
        update ${table} set tentativas = tentativas + 1, proxima_tentativa = now() + make_interval(secs => ${LEASE_SECONDS})
        where pagamento_id in (
          select pagamento_id from ${table} where situacao = 'pendente' and proxima_tentativa <= now()
          order by proxima_tentativa limit ${limit} for update skip locked)
        returning pagamento_id, pago_em, tentativas`),
    );
    let sent = 0;
    for (const row of claimed) {
      try {
        const mail = await render(row.pagamento_id, new Date(row.pago_em));
        const marked = await this.db.transaction(async (tx) => {
          const done = rowsOf<{ pagamento_id: number }>(
            await tx.execute(sql`
              update ${table} set situacao = ${mail ? 'enviado' : 'sem_destinatario'}, enviado_em = now()
              where pagamento_id = ${row.pagamento_id} and situacao = 'pendente' returning pagamento_id`),
          );
          if (done.length > 0 && mail) await this.outboxOf(tx).enqueue(mail);
          return done.length > 0 && mail !== null;
        });
        if (marked) sent += 1;
      } catch (error) {
        onError(error);
        const backoff = Math.min(3600, 30 * 2 ** Math.max(0, row.tentativas - 1));
        await this.db.execute(sql`
          update ${table} set situacao = case when tentativas >= ${MAX_TRIES} then 'falha' else situacao end,
            proxima_tentativa = now() + make_interval(secs => ${backoff})
          where pagamento_id = ${row.pagamento_id} and situacao = 'pendente'`);
      }
    }
    return sent;
  }
}

/** Who issues a church's receipts: its name and language, and its legal name and tax id when it has them. */
export interface ReceiptIssuer {
  id: number;
  nome: string;
  idioma: string;
  razaoSocial: string | null;
  tipoDocumentoFiscal: string | null;
  documentoFiscal: string | null;
}

export async function receiptIssuerOf(db: Database, igrejaId: number): Promise<ReceiptIssuer | undefined> {
  const [row] = await db
    .select({
      id: igreja.id,
      nome: igreja.nome,
      idioma: igreja.idioma,
      razaoSocial: igrejaEntidadeLegal.razaoSocial,
      tipoDocumentoFiscal: igrejaEntidadeLegal.tipoDocumentoFiscal,
      documentoFiscal: igrejaEntidadeLegal.documentoFiscal,
    })
    .from(igreja)
    .leftJoin(igrejaEntidadeLegal, eq(igrejaEntidadeLegal.igrejaId, igreja.id))
    .where(eq(igreja.id, igrejaId));
  return row;
}

/**
 * What was paid for: a gift to reasons (a recurring gift's charge says so), an event's tickets, or a
 * period of a video area's subscription (until when it gives access, and the coupon's discount and the
 * hiring fee it included).
 */
export type ReceiptOrder =
  | { kind: 'gift'; reasons: { nome: string; valor: number }[]; recurringDays: number | null }
  | { kind: 'tickets'; eventName: string; eventStart: Date | null; tickets: { nome: string; quantidade: number; valor: number }[] }
  | { kind: 'subscription'; plan: string; accessUntil: Date | null; discount: number; hiringFee: number };

export interface PaymentReceipt {
  payment: Pick<PaymentRow, 'codigo' | 'metodo' | 'moeda' | 'valor' | 'juros' | 'total' | 'parcelas'>;
  paidAt: Date;
  /** The church's IANA time zone: the receipt's dates are the church's. */
  zone: string;
  payer: { firstName: string };
  order: ReceiptOrder;
  /** Where the payer finds it on the church's site (a member's giving or tickets), if anywhere. */
  link: string | null;
}

const METHOD_NAMES: Record<PaymentMethod, Record<MailLanguage, string>> = {
  CARTAO_CREDITO: { pt: 'Cartão de crédito', en: 'Credit card', es: 'Tarjeta de crédito' },
  PIX: { pt: 'Pix', en: 'Pix', es: 'Pix' },
  BOLETO: { pt: 'Boleto bancário', en: 'Bank slip (boleto)', es: 'Boleto bancario' },
  DINHEIRO: { pt: 'Dinheiro', en: 'Cash', es: 'Efectivo' },
  CARTEIRA_DIGITAL: { pt: 'Carteira digital', en: 'Instant wallet', es: 'Billetera digital' },
  ACH: { pt: 'Débito em conta (ACH)', en: 'Bank account (ACH)', es: 'Débito en cuenta (ACH)' },
  GRATUITO: { pt: 'Gratuito', en: 'Free', es: 'Gratuito' },
};

/** The name of a payment method in an e-mail's language. */
export function methodName(method: string, language: MailLanguage): string {
  return METHOD_NAMES[method as PaymentMethod]?.[language] ?? method;
}

/** The church's locale (pt_BR → pt-BR) for money and dates. */
export function localeOf(idioma: string): string {
  return idioma.replace('_', '-');
}

/** The words of a receipt that depend on what was paid for, in one language. */
interface OrderWords {
  subject: string;
  received: string;
  details: string[];
  fee: (amount: string) => string;
  action: string;
}

interface Formatters {
  money: (cents: number) => string;
  dateTime: (date: Date) => string;
  date: (date: Date) => string;
  total: string;
  paidOn: string;
  churchName: string;
}

function orderWords(order: ReceiptOrder, { money, dateTime, date, total, paidOn, churchName }: Formatters): Record<MailLanguage, OrderWords> {
  if (order.kind === 'gift') {
    const reasons = order.reasons.map((reason) => `${reason.nome} (${money(reason.valor)})`).join(', ');
    return {
      pt: { subject: `Recibo da sua doação — ${churchName}`, received: `Recebemos sua doação de ${total} em ${paidOn}. Muito obrigado pela sua generosidade!`, details: [`Destino: ${reasons}.`], fee: (fee) => `Você cobriu a taxa de processamento: ${fee} (incluída no total).`, action: 'Minhas doações' },
      en: { subject: `Receipt for your gift — ${churchName}`, received: `We received your gift of ${total} on ${paidOn}. Thank you for your generosity!`, details: [`Given to: ${reasons}.`], fee: (fee) => `You covered the processing fee: ${fee} (included in the total).`, action: 'My giving' },
      es: { subject: `Recibo de su donación — ${churchName}`, received: `Recibimos su donación de ${total} el ${paidOn}. ¡Gracias por su generosidad!`, details: [`Destino: ${reasons}.`], fee: (fee) => `Usted cubrió la comisión de procesamiento: ${fee} (incluida en el total).`, action: 'Mis donaciones' },
    };
  }
  if (order.kind === 'tickets') {
    const tickets = order.tickets.map((ticket) => `${ticket.quantidade} × ${ticket.nome} (${money(ticket.valor)})`).join(', ');
    const on = order.eventStart ? `, ${dateTime(order.eventStart)}` : '';
    return {
      pt: { subject: `Recibo da sua compra: ${order.eventName} — ${churchName}`, received: `Recebemos seu pagamento de ${total} em ${paidOn}.`, details: [`Evento: ${order.eventName}${on}. Ingressos: ${tickets}.`], fee: (fee) => `Taxa de serviço: ${fee} (incluída no total).`, action: 'Meus ingressos' },
      en: { subject: `Receipt for your purchase: ${order.eventName} — ${churchName}`, received: `We received your payment of ${total} on ${paidOn}.`, details: [`Event: ${order.eventName}${on}. Tickets: ${tickets}.`], fee: (fee) => `Service fee: ${fee} (included in the total).`, action: 'My tickets' },
      es: { subject: `Recibo de su compra: ${order.eventName} — ${churchName}`, received: `Recibimos su pago de ${total} el ${paidOn}.`, details: [`Evento: ${order.eventName}${on}. Entradas: ${tickets}.`], fee: (fee) => `Cargo por servicio: ${fee} (incluido en el total).`, action: 'Mis entradas' },
    };
  }
  const until = order.accessUntil ? date(order.accessUntil) : null;
  const discount = order.discount > 0 ? money(order.discount) : null;
  const hiringFee = order.hiringFee > 0 ? money(order.hiringFee) : null;
  return {
    pt: {
      subject: `Recibo da sua assinatura: ${order.plan} — ${churchName}`,
      received: `Recebemos seu pagamento de ${total} em ${paidOn}.`,
      details: [`Assinatura: ${order.plan}${until ? `, com acesso até ${until}` : ''}.`, ...(discount ? [`Desconto do cupom: ${discount}.`] : []), ...(hiringFee ? [`Taxa de adesão: ${hiringFee} (incluída no total).`] : [])],
      fee: (fee) => `Taxa de serviço: ${fee} (incluída no total).`,
      action: 'Minhas assinaturas',
    },
    en: {
      subject: `Receipt for your subscription: ${order.plan} — ${churchName}`,
      received: `We received your payment of ${total} on ${paidOn}.`,
      details: [`Subscription: ${order.plan}${until ? `, with access until ${until}` : ''}.`, ...(discount ? [`Coupon discount: ${discount}.`] : []), ...(hiringFee ? [`Hiring fee: ${hiringFee} (included in the total).`] : [])],
      fee: (fee) => `Service fee: ${fee} (included in the total).`,
      action: 'My subscriptions',
    },
    es: {
      subject: `Recibo de su suscripción: ${order.plan} — ${churchName}`,
      received: `Recibimos su pago de ${total} el ${paidOn}.`,
      details: [`Suscripción: ${order.plan}${until ? `, con acceso hasta el ${until}` : ''}.`, ...(discount ? [`Descuento del cupón: ${discount}.`] : []), ...(hiringFee ? [`Cuota de alta: ${hiringFee} (incluida en el total).`] : [])],
      fee: (fee) => `Cargo por servicio: ${fee} (incluido en el total).`,
      action: 'Mis suscripciones',
    },
  };
}

/**
 * The receipt of a paid gift or purchase, in the church's language: what was paid for, the amount, the
 * fee the payer covered (the part of the total above the price and any interest), the method, the date
 * in the church's time zone, the receipt's number (the payment's code) and who issues it (the church's
 * legal name and tax id, when it has them).
 */
export function paymentReceiptMail(issuer: ReceiptIssuer, receipt: PaymentReceipt): RenderedMail {
  const language = mailLanguageOf(issuer.idioma);
  const locale = localeOf(issuer.idioma);
  const { payment, order } = receipt;
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: payment.moeda }).format(cents / 100);
  const inZone = (date: Date) => DateTime.fromJSDate(date, { zone: receipt.zone }).setLocale(locale);
  const paidOn = inZone(receipt.paidAt).toLocaleString(DateTime.DATE_FULL);
  const total = money(payment.total);
  const fee = payment.total - payment.valor - payment.juros;
  const method = methodName(payment.metodo, language);
  const installments = payment.parcelas > 1 ? payment.parcelas : null;
  const taxId = issuer.documentoFiscal ? [issuer.tipoDocumentoFiscal, issuer.documentoFiscal].filter(Boolean).join(' ') : null;
  const legal = [issuer.razaoSocial ?? issuer.nome, taxId].filter(Boolean).join(', ');
  const recurringDays = order.kind === 'gift' ? order.recurringDays : null;
  const churchName = issuer.nome;
  const words = orderWords(order, {
    money,
    dateTime: (date) => inZone(date).toLocaleString(DateTime.DATETIME_FULL),
    date: (date) => inZone(date).toLocaleString(DateTime.DATE_FULL),
    total,
    paidOn,
    churchName,
  })[language];
  const head = { subject: words.subject, lines: [words.received, ...words.details, ...(fee > 0 ? [words.fee(money(fee))] : [])], ...(receipt.link ? { action: { label: words.action, url: receipt.link } } : {}) };
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      ...head,
      greeting: `Olá, ${receipt.payer.firstName}!`,
      lines: [
        ...head.lines,
        ...(payment.juros > 0 ? [`Juros do parcelamento: ${money(payment.juros)} (incluídos no total).`] : []),
        `Forma de pagamento: ${method}${installments ? `, em ${installments} parcelas` : ''}.`,
        ...(recurringDays ? [`Esta é uma cobrança da sua doação recorrente, a cada ${recurringDays} dias.`] : []),
        `Recibo nº ${payment.codigo}, emitido por ${legal}.`,
      ],
      closing: 'Com carinho,',
    },
    en: {
      ...head,
      greeting: `Hello, ${receipt.payer.firstName}!`,
      lines: [
        ...head.lines,
        ...(payment.juros > 0 ? [`Installment interest: ${money(payment.juros)} (included in the total).`] : []),
        `Paid by: ${method}${installments ? `, in ${installments} installments` : ''}.`,
        ...(recurringDays ? [`This is a charge of your recurring gift, every ${recurringDays} days.`] : []),
        `Receipt no. ${payment.codigo}, issued by ${legal}.`,
      ],
      closing: 'With love,',
    },
    es: {
      ...head,
      greeting: `¡Hola, ${receipt.payer.firstName}!`,
      lines: [
        ...head.lines,
        ...(payment.juros > 0 ? [`Intereses de las cuotas: ${money(payment.juros)} (incluidos en el total).`] : []),
        `Forma de pago: ${method}${installments ? `, en ${installments} cuotas` : ''}.`,
        ...(recurringDays ? [`Este es un cargo de su donación recurrente, cada ${recurringDays} días.`] : []),
        `Recibo n.º ${payment.codigo}, emitido por ${legal}.`,
      ],
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
