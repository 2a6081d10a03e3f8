import { eq } from 'drizzle-orm';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { igreja } from '@church/api-platform/tenancy/tenancy-tables';
import type { LateSettlement } from './late-payment-queue';
import { latePaymentChurchMail, latePaymentPayerMail } from './late-payment-mail';
import type { PaymentRow } from './payment-repository';

export interface LatePaymentNoticeDeps {
  db: Database;
  outbox: MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/** Who paid, as the e-mails address them. */
export interface LatePayer {
  firstName: string;
  name: string;
  email: string | null;
}

/**
 * Tells the payer what became of a payment that arrived late (theirs after all, or refunded), with a
 * link to `path` on the church's site, and alerts the church at its own address either way.
 */
export async function noticeLatePayment(deps: LatePaymentNoticeDeps, payment: PaymentRow, how: LateSettlement, payer: LatePayer, item: string, path: string): Promise<void> {
  const church = await deps.churches.findSummary('id', payment.igrejaId);
  const [contact] = await deps.db.select({ email: igreja.email }).from(igreja).where(eq(igreja.id, payment.igrejaId));
  if (!church) return;
  const locale = church.idioma.replace('_', '-');
  const context = {
    language: mailLanguageOf(church.idioma),
    churchName: church.nome,
    item,
    amount: new Intl.NumberFormat(locale, { style: 'currency', currency: payment.moeda }).format(payment.total / 100),
    how,
    codigo: payment.codigo,
  };
  if (payer.email) {
    const url = `${await deps.siteLinks.siteOf(church, '')}${path}`;
    await deps.outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: payer.email, ...latePaymentPayerMail(context, payer.firstName, url) });
  }
  if (contact?.email) await deps.outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: contact.email, ...latePaymentChurchMail(context, payer.name) });
}
