import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '@church/api-platform/db/database';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import { usuario } from '@church/api-platform/identity/identity-tables';
import type { JobRunRecorder } from '@church/api-platform/jobs/job-runs';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import type { RecurringChargeOutcome, RecurringGiftCharger } from './recurring-gift-charger';
import { declinedRecurringGiftMail, pausedPixGiftMail, pixPeriodMail } from './recurring-gift-mail';

export interface RecurringGiftJob {
  /** Charges what is due at the clock's now; returns what happened to each. */
  runOnce(): Promise<RecurringChargeOutcome[]>;
  stop(): void;
}

interface JobDeps {
  db: Database;
  charger: RecurringGiftCharger;
  outbox: MailOutbox;
  churches: ChurchRepository;
  siteLinks: ChurchSiteLinks;
}

/**
 * Charges the recurring gifts that are due every `intervalMs` (0: only when asked, as tests do), and
 * e-mails the donor of each declined charge through the outbox (when it is tried again, or that the gift
 * paused after the last retry, with the links to update the card); the donor of a Pix gift is sent each
 * period's Pix when it is made, and told once when the gift paused unpaid. Several replicas may run it at once:
 * the charger claims each due gift for one of them.
 */
export function startRecurringGiftJob(deps: JobDeps, options: { intervalMs: number; onError: (error: unknown) => void; runs?: JobRunRecorder }): RecurringGiftJob {
  const runOnce = async () => {
    const outcomes = await deps.charger.chargeDue();
    for (const outcome of outcomes) {
      if (outcome.metodo === 'PIX') {
        if (outcome.pix || outcome.paused) await mailDonor(deps, outcome).catch(options.onError);
      } else if (outcome.status === 'nao_aprovado' || outcome.status === 'cancelado' || outcome.status === 'sem_cartao') await mailDonor(deps, outcome).catch(options.onError);
    }
    return outcomes;
  };
  return { runOnce, stop: repeatEvery(options.intervalMs, runOnce, options.onError, options.runs) };
}

async function mailDonor({ db, outbox, churches, siteLinks }: JobDeps, outcome: RecurringChargeOutcome): Promise<void> {
  const church = await churches.findSummary('id', outcome.igrejaId);
  const [donor] = await db.select({ nome: usuario.nome, email: usuario.email }).from(usuario).where(eq(usuario.id, outcome.usuarioId));
  if (!church || !donor) return;
  const language = mailLanguageOf(church.idioma);
  const locale = church.idioma.replace('_', '-');
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: outcome.moeda }).format(outcome.valor / 100);
  const zone = church.fusoHorario;
  // The day of the retry as the church counts its days.
  const retryOn = outcome.retryAt ? DateTime.fromJSDate(outcome.retryAt, { zone }).setLocale(locale).toLocaleString(DateTime.DATE_FULL) : null;
  // No request to answer: the church's own address (its first custom host name, else its subdomain).
  const site = await siteLinks.siteOf(church, '');
  const context = { language, churchName: church.nome, firstName: donor.nome, reason: outcome.motivo };
  if (outcome.metodo === 'PIX') {
    const { pix } = outcome;
    const mail = pix
      ? pixPeriodMail(
          {
            ...context,
            amount: new Intl.NumberFormat(locale, { style: 'currency', currency: outcome.moeda }).format(pix.total / 100),
            pixCode: pix.copiaECola,
            expiresAt: DateTime.fromJSDate(pix.expiraEm, { zone }).setLocale(locale).toLocaleString(DateTime.DATETIME_FULL),
          },
          { payment: `${site}/user/payment/${encodeURIComponent(pix.codigo)}`, giving: `${site}/user/giving` },
        )
      : pausedPixGiftMail({ ...context, amount }, { giving: `${site}/user/giving` });
    await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: donor.email, ...mail });
    return;
  }
  const mail = declinedRecurringGiftMail(
    { language, churchName: church.nome, firstName: donor.nome, amount, reason: outcome.motivo, retryOn, declines: outcome.falhas, noCard: outcome.status === 'sem_cartao' },
    { cards: `${site}/user/cards`, giving: `${site}/user/giving` },
  );
  await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: donor.email, ...mail });
}
