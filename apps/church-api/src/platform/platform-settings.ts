import { type AppConfig, ConfigError, isLocalDomain, repositoryRoot } from './config';
import type { CaptchaSettings } from './captcha/captcha';
import { type S3Settings, s3SettingsFrom } from './images/s3-image-storage';

/** The platform's settings (mail, pictures, postcodes), read from the environment once per app. */
export interface PlatformSettings {
  /** smtp(s)://user:pass@host:port; unset keeps e-mails in the outbox (and the dev mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The development mailbox at /dev/mailbox: asked for with MAILBOX_ENABLED=true, and then served only
   * without SMTP, under a local APP_DOMAIN and only to loopback clients. NODE_ENV does not decide it:
   * the demo (`npm start`) runs in production mode, as a church's server would.
   */
  mailboxEnabled: boolean;
  uploadsDir: string;
  /** An S3-compatible bucket for pictures (S3_*); null keeps them on local disk under uploadsDir. */
  s3: S3Settings | null;
  /** A ViaCEP-compatible service; unset answers from the local data set. */
  cepServiceUrl: string | undefined;
  /** The captcha on the forms strangers can send without an account (captcha/captcha.ts). */
  captcha: CaptchaSettings;
}

const MIN_CAPTCHA_KEY_BYTES = 32;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new ConfigError(`${name} must be a positive whole number, not '${value}'.`);
  return number;
}

/**
 * CAPTCHA_HMAC_KEY (at least 32 bytes; unset: derived from the access tokens' secret, shared the same
 * way), CAPTCHA_COST (PBKDF2 iterations per attempt, 1000), CAPTCHA_MAX_COUNTER (3000: a browser makes
 * about 2 250 attempts on average, a second or so on a phone) and CAPTCHA_TTL_SECONDS (600).
 */
export function captchaSettingsFrom(env: NodeJS.ProcessEnv): CaptchaSettings {
  const hmacKey = env.CAPTCHA_HMAC_KEY || undefined;
  if (hmacKey && Buffer.byteLength(hmacKey, 'utf8') < MIN_CAPTCHA_KEY_BYTES) {
    throw new ConfigError(`CAPTCHA_HMAC_KEY must be at least ${MIN_CAPTCHA_KEY_BYTES} bytes, or unset.`);
  }
  return {
    hmacKey,
    cost: positiveInteger('CAPTCHA_COST', env.CAPTCHA_COST, 1000),
    maxCounter: positiveInteger('CAPTCHA_MAX_COUNTER', env.CAPTCHA_MAX_COUNTER, 3000),
    ttlSeconds: positiveInteger('CAPTCHA_TTL_SECONDS', env.CAPTCHA_TTL_SECONDS, 600),
  };
}

export function platformSettingsFrom(env: NodeJS.ProcessEnv, config: Pick<AppConfig, 'appDomain'>): PlatformSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'no-reply@church-web.example',
    mailboxEnabled: env.MAILBOX_ENABLED === 'true' && !smtpUrl && isLocalDomain(config.appDomain),
    uploadsDir: env.UPLOADS_DIR ?? `${repositoryRoot}.data/uploads`,
    s3: s3SettingsFrom(env),
    cepServiceUrl: env.CEP_SERVICE_URL || undefined,
    captcha: captchaSettingsFrom(env),
  };
}
