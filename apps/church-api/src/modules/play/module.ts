import { fileURLToPath } from 'node:url';
import { parseBytes } from '@church/api-platform/config';
import type { ServerModule } from '@church/api-platform/server-module';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { type PaymentMethod, paymentServices, type PaymentSettings, paymentSettingsFrom, receiptIntervalOf } from '@church/api-modules/payments';
import { repeatEvery } from '@church/api-platform/jobs/repeating-job';
import { CatalogueSearch } from './catalogue-search';
import { seedPlayDemo } from './demo/seed-play-demo';
import { MediaAddresses } from './media-address';
import { MediaFiles } from './media-files';
import { memberShelfHandlers } from './member-shelf-handlers';
import { MemberShelfRepository } from './member-shelf-repository';
import { playHandlers } from './play-handlers';
import { PlayRepository } from './play-repository';
import { SubscriptionCheckout } from './subscription-checkout';
import { SubscriptionReceipts } from './subscription-receipts';
import { startSubscriptionRenewalJob } from './subscription-renewal-job';
import { SubscriptionRenewals } from './subscription-renewals';
import { subscriptionHandlers } from './subscription-handlers';
import { SubscriptionRepository } from './subscription-repository';
import { watchHandlers } from './watch-handlers';
import { WatchRepository } from './watch-repository';

/** Where the area's video files are: PLAY_MEDIA_DIR, or the demo's (demo/media). */
const DEMO_MEDIA = fileURLToPath(new URL('./demo/media/', import.meta.url));

/**
 * The subscription video area's server (MOD_ASSINATURA, issue 27): its public catalogue, each member's
 * list and progress, watching behind signed media addresses, and subscribing to a plan through the
 * payment core (a member's subscriptions read and cancelled, and renewed by the renewals job). Contract: openapi/modules/play.yaml.
 * Its screens are libs/play's: the checkout takes the gateway's card fields, the player streams HLS through hls.js.
 */
interface PlaySettings extends PaymentSettings {
  mediaDir: string;
  /** PLAY_SEARCH_INDEX_MAX_BYTES: the churches' catalogue indexes this process keeps for searches (catalogue-search.ts). */
  searchIndexBytes: number;
}

/** 64 MiB: grace's 500 demo contents take about 0.13 MiB. */
const SEARCH_INDEX_BYTES = 64 * 1024 * 1024;

export const playModule: ServerModule<PlaySettings> = {
  name: 'play',
  dependsOn: ['church', 'payments'],
  settings: (env, config) => ({
    ...paymentSettingsFrom(env, config),
    mediaDir: env.PLAY_MEDIA_DIR?.trim() || DEMO_MEDIA,
    searchIndexBytes: parseBytes('PLAY_SEARCH_INDEX_MAX_BYTES', env.PLAY_SEARCH_INDEX_MAX_BYTES, SEARCH_INDEX_BYTES),
  }),
  code: 'MOD_ASSINATURA',
  sitemap: async () => ['/play', '/play/plans'],
  payingAreas: ['/play/checkout'],
  streamingAreas: ['/play/watch'],
  seedDemo: seedPlayDemo,
  routes: ({ app, database, settings, platform }) => {
    const db = database.db;
    const clock = () => new Date();
    const catalogue = new CatalogueSearch(db, settings.searchIndexBytes);
    platform.metrics.watchCache('play-search-indexes', () => catalogue.stats());
    const area = new PlayRepository(db, catalogue);
    const subscriptions = new SubscriptionRepository(db);
    const { service } = paymentServices(db, settings, clock);
    // Renewals every PAYMENT_JOB_INTERVAL_MS, as the payment core's jobs; the member is e-mailed through the outbox.
    const churches = new ChurchRepository(db);
    const renewals = new SubscriptionRenewals(db, service, clock);
    const onRenewalError = (error: unknown) => app.log.error({ err: error }, 'Subscription renewals job failed');
    const job = startSubscriptionRenewalJob({ db, renewals, outbox: platform.outbox(), churches, siteLinks: platform.siteLinks }, { intervalMs: settings.jobIntervalMs, onError: onRenewalError, runs: platform.metrics.jobRuns('subscription-renewals') });
    // The receipt of each paid charge, once (queued by the trigger on pagamento, mailed through the outbox).
    const receipts = new SubscriptionReceipts({ db, outboxOf: (tx) => platform.outbox(tx), churches, siteLinks: platform.siteLinks });
    const onReceiptError = (error: unknown) => app.log.error({ err: error }, 'Subscription receipts job failed');
    const stopReceipts = repeatEvery(receiptIntervalOf(settings.jobIntervalMs), () => receipts.sendDue(onReceiptError), onReceiptError, platform.metrics.jobRuns('subscription-receipts'));
    app.addHook('onClose', async () => {
      job.stop();
      stopReceipts();
    });
    const churchOf = async (igrejaId: number) => {
      const bootstrap = (await app.tenantCache.find('id', igrejaId))?.bootstrap;
      const church = bootstrap?.igreja;
      return {
        id: igrejaId,
        nome: church?.nome ?? '',
        cidade: church?.cidade ?? '',
        moeda: church?.moeda ?? 'USD',
        metodos: (bootstrap?.metodosPagamento ?? []).map((method) => method.codigo as PaymentMethod),
      };
    };
    const watching = {
      watch: new WatchRepository(db),
      addresses: new MediaAddresses(() => app.authentication.derivedKey('play-media-address-hmac')),
      files: new MediaFiles(settings.mediaDir),
    };
    return {
      handlers: {
        ...playHandlers(area),
        ...memberShelfHandlers(new MemberShelfRepository(db)),
        ...watchHandlers(watching),
        ...subscriptionHandlers({ db, subscriptions, checkout: new SubscriptionCheckout(db, area, subscriptions, service, clock),
          churchOf,
          hasCard: async (usuarioId, igrejaId, cartaoId) => (await service.cards.tokenOf(usuarioId, igrejaId, cartaoId)) !== undefined,
        }),
      },
    };
  },
};
