import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import type { PaymentMethod } from '@church/api-modules/payments';
import { paymentServices } from '@church/api-modules/payments';
import { receiptIntervalOf } from '@church/api-modules/payments';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';
import type { ServerModule } from '@church/api-platform/server-module';
import { CardExpiryNotices } from './card-expiry-notices';
import { seedGivingDemo } from './demo/seed-giving-demo';
import { GiftCheckout } from './gift-checkout';
import { GiftReceipts } from './gift-receipts';
import { GiftRefundNotices } from './gift-refund-notices';
import { GiftRepository } from './gift-repository';
import { givingHandlers } from './giving-handlers';
import { type GivingSettings, givingSettingsFrom } from './giving-settings';
import { LateGiftPayments } from './late-gift-payments';
import { RecurringGiftCharger } from './recurring-gift-charger';
import { startRecurringGiftJob } from './recurring-gift-job';
import { RecurringGiftRepository } from './recurring-gift-repository';

/** How often the saved cards are looked at for the ones that expire this month. */
const CARD_NOTICES_INTERVAL_MS = 60 * 60_000;

/**
 * Giving (MOD_DOACAO): giving reasons, one-off and recurring gifts paid through the payment core, the
 * donor's gifts and yearly statement, and the job that charges recurring gifts (every
 * PAYMENT_JOB_INTERVAL_MS, as the payment core's). Contract: openapi/modules/giving.yaml.
 */
export const givingModule: ServerModule<GivingSettings> = {
  name: 'giving',
  dependsOn: ['church', 'account', 'payments'],
  code: 'MOD_DOACAO',
  // The give page takes cards in Stripe's own fields where Stripe serves them (its CSP lets Stripe.js in).
  payingAreas: ['/give'],
  settings: (env, config) => givingSettingsFrom(env, config),
  seedDemo: seedGivingDemo,
  async routes({ app, database, settings, platform }) {
    const db = database.db;
    const clock = () => new Date();
    const { service } = paymentServices(db, settings, clock);
    const churches = new ChurchRepository(db);
    const outbox = platform.outbox();
    const { siteLinks } = platform;
    const onError = (error: unknown) => app.log.error({ err: error }, 'Recurring gifts job failed');
    const job = startRecurringGiftJob({ db, charger: new RecurringGiftCharger(db, service, clock, { pixGraceMs: settings.recurringPixGraceMs }), outbox, churches, siteLinks }, { intervalMs: settings.jobIntervalMs, onError, runs: platform.metrics.jobRuns('recurring-gifts') });
    // Gifts paid after we gave up on them: counted, or refunded when their cycle was paid otherwise.
    const late = new LateGiftPayments(db, service, { db, outbox, churches, siteLinks });
    const stopLate = repeatEvery(settings.jobIntervalMs, () => late.settleDue(onError), onError, platform.metrics.jobRuns('late-gift-payments'));
    // The receipt of each paid gift, once (queued by the trigger on pagamento, mailed through the outbox).
    const receipts = new GiftReceipts({ db, outboxOf: (tx) => platform.outbox(tx), churches, siteLinks });
    const onReceiptError = (error: unknown) => app.log.error({ err: error }, 'Gift receipts job failed');
    const stopReceipts = repeatEvery(receiptIntervalOf(settings.jobIntervalMs), () => receipts.sendDue(onReceiptError), onReceiptError, platform.metrics.jobRuns('gift-receipts'));
    // A short notice of each refund of a paid gift (queued by the trigger on pagamento when its refunded amount grows); the receipt is not sent again.
    const refundNotices = new GiftRefundNotices({ db, outboxOf: (tx) => platform.outbox(tx), churches, siteLinks });
    const onRefundNoticeError = (error: unknown) => app.log.error({ err: error }, 'Gift refund notices job failed');
    const stopRefundNotices = repeatEvery(receiptIntervalOf(settings.jobIntervalMs), () => refundNotices.sendDue(onRefundNoticeError), onRefundNoticeError, platform.metrics.jobRuns('gift-refund-notices'));
    // Saved cards that expire at the end of this month: their owners are told once (hourly is often enough).
    const notices = new CardExpiryNotices({ db, outboxOf: (tx) => platform.outbox(tx), churches, siteLinks, clock });
    const onNoticeError = (error: unknown) => app.log.error({ err: error }, 'Card expiry notices job failed');
    const stopNotices = repeatEvery(settings.jobIntervalMs === 0 ? 0 : CARD_NOTICES_INTERVAL_MS, () => notices.sendDue(), onNoticeError, platform.metrics.jobRuns('card-expiry-notices'));
    app.addHook('onClose', async () => {
      job.stop();
      stopLate();
      stopReceipts();
      stopRefundNotices();
      stopNotices();
    });
    return {
      handlers: givingHandlers({
        db,
        checkout: new GiftCheckout(db, service, clock),
        gifts: new GiftRepository(db),
        recurring: new RecurringGiftRepository(db),
        limiter: platform.rateLimiter,
        captcha: platform.captcha,
        churchMethods: async (igrejaId) =>
          ((await app.tenantCache.find('id', igrejaId))?.bootstrap.metodosPagamento ?? []).map((method) => method.codigo as PaymentMethod),
        feeRuleFor: (igrejaId, method, currency) => service.feeRuleFor(igrejaId, method, currency),
        clock,
      }),
    };
  },
};
