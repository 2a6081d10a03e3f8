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

/** What was paid for: a gift to reasons (a recurring gift's charge says so), or an event's tickets. */
export type ReceiptOrder =
  | { kind: 'gift'; reasons: { nome: string; valor: number }[]; recurringDays: number | null }
  | { kind: 'tickets'; eventName: string; eventStart: Date | null; tickets: { nome: string; quantidade: number; valor: number }[] };

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
  const date = DateTime.fromJSDate(receipt.paidAt, { zone: receipt.zone }).setLocale(locale);
  const paidOn = date.toLocaleString(DateTime.DATE_FULL);
  const total = money(payment.total);
  const fee = payment.total - payment.valor - payment.juros;
  const method = methodName(payment.metodo, language);
  const installments = payment.parcelas > 1 ? payment.parcelas : null;
  const taxId = issuer.documentoFiscal ? [issuer.tipoDocumentoFiscal, issuer.documentoFiscal].filter(Boolean).join(' ') : null;
  const legal = [issuer.razaoSocial ?? issuer.nome, taxId].filter(Boolean).join(', ');
  const reasons = order.kind === 'gift' ? order.reasons.map((reason) => `${reason.nome} (${money(reason.valor)})`).join(', ') : '';
  const tickets = order.kind === 'tickets' ? order.tickets.map((ticket) => `${ticket.quantidade} × ${ticket.nome} (${money(ticket.valor)})`).join(', ') : '';
  const eventName = order.kind === 'tickets' ? order.eventName : '';
  const eventOn = order.kind === 'tickets' && order.eventStart ? DateTime.fromJSDate(order.eventStart, { zone: receipt.zone }).setLocale(locale).toLocaleString(DateTime.DATETIME_FULL) : null;
  const recurringDays = order.kind === 'gift' ? order.recurringDays : null;
  const churchName = issuer.nome;
  const parts: Record<MailLanguage, MailParts> = {
    pt: {
      subject: order.kind === 'gift' ? `Recibo da sua doação — ${churchName}` : `Recibo da sua compra: ${eventName} — ${churchName}`,
      greeting: `Olá, ${receipt.payer.firstName}!`,
      lines: [
        order.kind === 'gift' ? `Recebemos sua doação de ${total} em ${paidOn}. Muito obrigado pela sua generosidade!` : `Recebemos seu pagamento de ${total} em ${paidOn}.`,
        order.kind === 'gift' ? `Destino: ${reasons}.` : `Evento: ${eventName}${eventOn ? `, ${eventOn}` : ''}. Ingressos: ${tickets}.`,
        ...(fee > 0 ? [order.kind === 'gift' ? `Você cobriu a taxa de processamento: ${money(fee)} (incluída no total).` : `Taxa de serviço: ${money(fee)} (incluída no total).`] : []),
        ...(payment.juros > 0 ? [`Juros do parcelamento: ${money(payment.juros)} (incluídos no total).`] : []),
        `Forma de pagamento: ${method}${installments ? `, em ${installments} parcelas` : ''}.`,
        ...(recurringDays ? [`Esta é uma cobrança da sua doação recorrente, a cada ${recurringDays} dias.`] : []),
        `Recibo nº ${payment.codigo}, emitido por ${legal}.`,
      ],
      ...(receipt.link ? { action: { label: order.kind === 'gift' ? 'Minhas doações' : 'Meus ingressos', url: receipt.link } } : {}),
      closing: 'Com carinho,',
    },
    en: {
      subject: order.kind === 'gift' ? `Receipt for your gift — ${churchName}` : `Receipt for your purchase: ${eventName} — ${churchName}`,
      greeting: `Hello, ${receipt.payer.firstName}!`,
      lines: [
        order.kind === 'gift' ? `We received your gift of ${total} on ${paidOn}. Thank you for your generosity!` : `We received your payment of ${total} on ${paidOn}.`,
        order.kind === 'gift' ? `Given to: ${reasons}.` : `Event: ${eventName}${eventOn ? `, ${eventOn}` : ''}. Tickets: ${tickets}.`,
        ...(fee > 0 ? [order.kind === 'gift' ? `You covered the processing fee: ${money(fee)} (included in the total).` : `Service fee: ${money(fee)} (included in the total).`] : []),
        ...(payment.juros > 0 ? [`Installment interest: ${money(payment.juros)} (included in the total).`] : []),
        `Paid by: ${method}${installments ? `, in ${installments} installments` : ''}.`,
        ...(recurringDays ? [`This is a charge of your recurring gift, every ${recurringDays} days.`] : []),
        `Receipt no. ${payment.codigo}, issued by ${legal}.`,
      ],
      ...(receipt.link ? { action: { label: order.kind === 'gift' ? 'My giving' : 'My tickets', url: receipt.link } } : {}),
      closing: 'With love,',
    },
    es: {
      subject: order.kind === 'gift' ? `Recibo de su donación — ${churchName}` : `Recibo de su compra: ${eventName} — ${churchName}`,
      greeting: `¡Hola, ${receipt.payer.firstName}!`,
      lines: [
        order.kind === 'gift' ? `Recibimos su donación de ${total} el ${paidOn}. ¡Gracias por su generosidad!` : `Recibimos su pago de ${total} el ${paidOn}.`,
        order.kind === 'gift' ? `Destino: ${reasons}.` : `Evento: ${eventName}${eventOn ? `, ${eventOn}` : ''}. Entradas: ${tickets}.`,
        ...(fee > 0 ? [order.kind === 'gift' ? `Usted cubrió la comisión de procesamiento: ${money(fee)} (incluida en el total).` : `Cargo por servicio: ${money(fee)} (incluido en el total).`] : []),
        ...(payment.juros > 0 ? [`Intereses de las cuotas: ${money(payment.juros)} (incluidos en el total).`] : []),
        `Forma de pago: ${method}${installments ? `, en ${installments} cuotas` : ''}.`,
        ...(recurringDays ? [`Este es un cargo de su donación recurrente, cada ${recurringDays} días.`] : []),
        `Recibo n.º ${payment.codigo}, emitido por ${legal}.`,
      ],
      ...(receipt.link ? { action: { label: order.kind === 'gift' ? 'Mis donaciones' : 'Mis entradas', url: receipt.link } } : {}),
      closing: 'Con cariño,',
    },
  };
  return renderMail(churchName, parts[language]);
}
