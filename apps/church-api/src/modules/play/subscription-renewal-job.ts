import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { JobRunRecorder } from '@church/api-platform/jobs/job-runs';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { declinedRenewalMail, endedSubscriptionMail, payRenewalMail } from './subscription-renewal-mail';
import type { RenewalOutcome, SubscriptionRenewals } from './subscription-renewals';

export interface SubscriptionRenewalJob {
  /** Renews what is due at the clock's now; returns what happened to each. */
  runOnce(): Promise<RenewalOutcome[]>;
  stop(): void;
}

interface JobDeps {
  db: Database;
  renewals: SubscriptionRenewals;
  outbox: MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/**
 * Renews the subscriptions that are due every `intervalMs` (0: only when asked, as tests do), and
 * e-mails the member through the outbox each time a renewal is declined, when a period's Pix or slip is
 * made, and when access ends unpaid. Several replicas may run it at once: each due subscription is
 * claimed by one of them.
 */
export function startSubscriptionRenewalJob(deps: JobDeps, options: { intervalMs: number; onError: (error: unknown) => void; runs?: JobRunRecorder }): SubscriptionRenewalJob {
  const runOnce = async () => {
    const outcomes = await deps.renewals.renewDue();
    for (const outcome of outcomes) {
      if (outcome.kind === 'declined' || outcome.kind === 'ended' || outcome.payBy) await mailMember(deps, outcome).catch(options.onError);
    }
    return outcomes;
  };
  return { runOnce, stop: repeatEvery(options.intervalMs, runOnce, options.onError, options.runs) };
}

async function mailMember({ db, outbox, churches, siteLinks }: JobDeps, outcome: RenewalOutcome): Promise<void> {
  const church = await churches.findSummary('id', outcome.igrejaId);
  const [member] = await db.select({ nome: usuario.nome, email: usuario.email }).from(usuario).where(eq(usuario.id, outcome.usuarioId));
  if (!church || !member) return;
  const language = mailLanguageOf(church.idioma);
  const locale = church.idioma.replace('_', '-');
  // Days and times as the church counts them.
  const when = (date: Date, format = DateTime.DATE_FULL) => DateTime.fromJSDate(date, { zone: church.fusoHorario }).setLocale(locale).toLocaleString(format);
  // No request to answer: the church's own address (its first custom host name, else its subdomain).
  const site = await siteLinks.siteOf(church, '');
  const context = { language, churchName: church.nome, firstName: member.nome, plan: outcome.plano };
  const links = { subscriptions: `${site}/user/subscriptions`, cards: `${site}/user/cards` };
  let mail;
  if (outcome.kind === 'ended') {
    mail = endedSubscriptionMail(context, { plans: `${site}/play/plans` });
  } else {
    const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: outcome.moeda }).format(outcome.total / 100);
    if (outcome.payBy) {
      const payBy = outcome.payBy.expiraEm ?? outcome.accessUntil ?? new Date();
      mail = payRenewalMail({ ...context, amount, pixCode: outcome.payBy.copiaECola, payBy: when(payBy, DateTime.DATETIME_FULL) }, { ...links, payment: `${site}/user/payment/${encodeURIComponent(outcome.payBy.codigo)}` });
    } else {
      mail = declinedRenewalMail({ ...context, amount, retryOn: outcome.retryAt ? when(outcome.retryAt) : null, accessUntil: when(outcome.accessUntil ?? new Date()), noCard: outcome.noCard }, links);
    }
  }
  await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: member.email, ...mail });
}
