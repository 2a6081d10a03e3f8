import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/database';
import { type S3Settings, s3SettingsFrom } from './modules/account/s3-image-storage';

export interface AppConfig {
  port: number;
  host: string;
  /** Host names ending in this domain are church subdomains (grace.localhost → grace). */
  appDomain: string;
  /** The external admin site that /admin sends staff to. */
  adminUrl: string;
  database: DatabaseLocation;
  /** The church-web production build to serve; null serves the APIs only. */
  webDist: string | null;
  logLevel: string;
  /**
   * Trust X-Forwarded-For/-Host/-Proto from a reverse proxy in front (`TRUST_PROXY=true`, or the proxies'
   * addresses, comma-separated), so that rate limits see the visitor's address and links use the public
   * scheme and host.
   */
  trustProxy: boolean | string;
  seedDemo: boolean;
  /** Accounts and sessions (src/modules/account). */
  account: AccountConfig;
}

export interface AccountConfig {
  /** HS256 secret of access tokens; unset: one generated and shared through the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** smtp(s)://user:pass@host:port; unset keeps e-mails in the outbox (and the dev mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The development mailbox at /dev/mailbox (never in production). */
  mailboxEnabled: boolean;
  uploadsDir: string;
  /** An S3-compatible bucket for pictures (S3_*); null keeps them on local disk under uploadsDir. */
  s3: S3Settings | null;
  /** A ViaCEP-compatible service; unset answers from the local data set. */
  cepServiceUrl: string | undefined;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const defaultWebDist = `${repositoryRoot}apps/church-web/dist`;

/** DATABASE_URL: PostgreSQL. Otherwise PGlite under PGLITE_DIR (default .data/pglite); PGLITE_DIR=memory keeps nothing. */
function databaseLocation(env: NodeJS.ProcessEnv): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.PGLITE_DIR === 'memory') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR ?? `${repositoryRoot}.data/pglite` };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const webDist = env.WEB_DIST ?? defaultWebDist;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    appDomain: (env.APP_DOMAIN ?? 'localhost').toLowerCase(),
    adminUrl: env.ADMIN_URL ?? 'https://admin.church-web.example',
    database: databaseLocation(env),
    webDist: existsSync(`${webDist}/index.html`) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    account: {
      jwtSecret: env.JWT_SECRET || undefined,
      accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
      smtpUrl: env.SMTP_URL || undefined,
      mailFrom: env.MAIL_FROM ?? 'no-reply@church-web.example',
      mailboxEnabled: env.NODE_ENV !== 'production' && env.MAILBOX_ENABLED !== 'false',
      uploadsDir: env.UPLOADS_DIR ?? `${repositoryRoot}.data/uploads`,
      s3: s3SettingsFrom(env),
      cepServiceUrl: env.CEP_SERVICE_URL || undefined,
    },
  };
}
