import { type AppConfig, isLocalDomain, repositoryRoot } from './config';
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
  };
}
