import { Captcha } from './captcha/captcha';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/database';
import { MembershipPort, type Membership } from './identity/membership';
import { type ImageStorage, LocalImageStorage } from './images/image-files';
import { S3ImageStorage } from './images/s3-image-storage';
import { ChurchSiteLinks } from './mail/church-site-links';
import { MailOutbox } from './mail/outbox';
import type { ModuleMetrics } from './metrics/app-metrics';
import { type PlatformSettings, platformSettingsFrom } from './platform-settings';
import { RateLimiter } from './rate-limits/rate-limiter';
import { ChurchRepository } from './tenancy/church-repository';

/**
 * What the platform gives every module through its context, built once per app: its settings, mail
 * (the outbox and the links to a church's site), the shared rate limits, picture storage, the
 * membership port and the metrics. Modules use these instead of building the classes themselves.
 */
export interface PlatformServices {
  settings: PlatformSettings;
  /** The mail outbox, on the app's database or (inside a transaction) on `db`. */
  outbox(db?: Database): MailOutbox;
  /** Where the links in e-mails point: always a host name of the church itself. */
  siteLinks: ChurchSiteLinks;
  rateLimiter: RateLimiter;
  images: ImageStorage;
  membership: Membership;
  /** The proof-of-work captcha of the forms strangers send without an account. */
  captcha: Captcha;
  /** The app's Prometheus metrics: a module's own counters and gauges, and its jobs' runs (`/metrics`). */
  metrics: ModuleMetrics;
}

/** Keys derived from the server's secret (the access tokens' key). */
export interface ServerKeys {
  derivedKey(purpose: string): Promise<Buffer>;
}

export function platformServices(database: DatabaseHandle, config: AppConfig, keys: ServerKeys, metrics: ModuleMetrics): PlatformServices {
  const settings = platformSettingsFrom(config.env, config);
  const outbox = new MailOutbox(database.db, settings.mailFrom);
  return {
    settings,
    outbox: (db) => (db && db !== database.db ? new MailOutbox(db, settings.mailFrom) : outbox),
    siteLinks: new ChurchSiteLinks(new ChurchRepository(database.db), config.appDomain, config.publicOrigin),
    rateLimiter: new RateLimiter(database.db),
    images: settings.s3 ? new S3ImageStorage(settings.s3) : new LocalImageStorage(settings.uploadsDir),
    membership: new MembershipPort(database.db),
    captcha: new Captcha(database.db, settings.captcha, (purpose) => keys.derivedKey(purpose)),
    metrics,
  };
}
