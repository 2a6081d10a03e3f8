import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/database';

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
   * Trust X-Forwarded-For/-Host/-Proto from the reverse proxies in front: how many hops (`TRUST_PROXY=1`)
   * or their addresses (`TRUST_PROXY=10.0.0.2,10.0.1.0/24`), so that rate limits see the visitor's address.
   * Trusting every hop (`true`) is refused: any client could then choose its own address.
   */
  trustProxy: false | number | string;
  /** The scheme and port of the links the server writes (e-mails); the host is always the church's own. */
  publicOrigin: PublicOrigin;
  seedDemo: boolean;
  /**
   * DEMO_NETWORK_CHURCHES (default 0, at most 10000): how many churches of the generated demo network
   * (copies of the demo churches' content, `grace-rede-0001`…) the demo seed adds, for benchmarks of many churches.
   */
  demoNetworkChurches: number;
  /**
   * TENANT_CACHE_TTL_MS (default 30000): how long a church's cached bootstrap may be served without
   * being read again; changes reach the cache at once through LISTEN/NOTIFY, this bounds a lost one.
   */
  tenantCacheTtlMs: number;
  /**
   * RENDER_WORKERS (default 1, at most 16): the worker threads that render church pages, so that a
   * render never holds up the thread answering requests; 0 renders in that thread.
   */
  renderWorkers: number;
  /** How much memory each in-process cache may take (`caching/sized-lru.ts`): beyond it, the least recently used go. */
  caches: CacheBounds;
  /**
   * METRICS_TOKEN: `/metrics` (Prometheus) answers only a request bearing it (`Authorization: Bearer …`);
   * unset, `/metrics` is not served at all.
   */
  metricsToken: string | null;
  /** Access tokens (src/plugins/authentication.ts). */
  authentication: AuthenticationConfig;
  /** The environment this was read from: each server module reads its own settings from it (ServerModule.settings). */
  env: NodeJS.ProcessEnv;
}

export interface AuthenticationConfig {
  /** HS256 secret of access tokens; unset: one generated and shared through the database. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
}

/** Approximate bytes, each from its variable; see the README's configuration list for the defaults. */
export interface CacheBounds {
  /** TENANT_CACHE_MAX_BYTES: the churches' bootstraps and the answers made from them (the names they are found by may take an eighth more). */
  tenantBytes: number;
  /** RENDERED_PAGES_MAX_BYTES: the server-rendered church pages. */
  renderedPagesBytes: number;
  /** PUBLIC_ANSWERS_MAX_BYTES: the complete answers kept in front of the app. */
  publicAnswersBytes: number;
}

const MIB = 1024 * 1024;
export const DEFAULT_CACHE_BOUNDS: CacheBounds = { tenantBytes: 64 * MIB, renderedPagesBytes: 64 * MIB, publicAnswersBytes: 32 * MIB };
/** A bearer token shorter than this could be guessed by trying. */
const MIN_METRICS_TOKEN_LENGTH = 16;

export interface PublicOrigin {
  scheme: 'http' | 'https';
  /** null: the scheme's default port. */
  port: number | null;
}

/** A setting that would leave the server open to attack: it refuses to start, saying which and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `localhost`, `*.localhost` and `*.test` never leave this machine (RFC 6761). */
export function isLocalDomain(domain: string): boolean {
  return domain === 'localhost' || domain.endsWith('.localhost') || domain === 'test' || domain.endsWith('.test');
}

const MIN_JWT_SECRET_BYTES = 32;

export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const defaultWebDist = `${repositoryRoot}apps/church-web/dist`;

/** DATABASE_URL: PostgreSQL. Otherwise PGlite under PGLITE_DIR (default .data/pglite); PGLITE_DIR=memory keeps nothing. */
function databaseLocation(env: NodeJS.ProcessEnv): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.PGLITE_DIR === 'memory') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR ?? `${repositoryRoot}.data/pglite` };
}

function parseTrustProxy(value: string | undefined): false | number | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust X-Forwarded-For from anyone, so any client could pick the address rate limits see. ' +
        'Set the number of proxies in front (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).',
    );
  }
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((part) => part.trim());
  if (addresses.some((address) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address))) {
    throw new ConfigError(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, not '${value}'.`);
  }
  return addresses.join(',');
}

function parseJwtSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (Buffer.byteLength(value, 'utf8') < MIN_JWT_SECRET_BYTES) {
    throw new ConfigError(
      `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes (a shorter one can be guessed offline from any token). ` +
        'Generate one with: node -e "console.log(crypto.randomBytes(48).toString(\'base64url\'))", or leave it unset to have one generated and kept in the database.',
    );
  }
  return value;
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  const port = Number(value ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number, not '${value}'.`);
  return port;
}

/**
 * PUBLIC_SCHEME and PUBLIC_PORT: how visitors reach the site. Defaults: under a local APP_DOMAIN the
 * server itself (http and PORT); otherwise https on its default port (a proxy terminates TLS in front).
 */
function publicOriginOf(env: NodeJS.ProcessEnv, appDomain: string, port: number): PublicOrigin {
  const local = isLocalDomain(appDomain);
  const scheme = env.PUBLIC_SCHEME ?? (local ? 'http' : 'https');
  if (scheme !== 'http' && scheme !== 'https') throw new ConfigError(`PUBLIC_SCHEME must be http or https, not '${scheme}'.`);
  const publicPort = env.PUBLIC_PORT !== undefined ? parsePort('PUBLIC_PORT', env.PUBLIC_PORT, 0) : local ? port : null;
  const isDefault = publicPort === null || publicPort === 0 || (scheme === 'http' && publicPort === 80) || (scheme === 'https' && publicPort === 443);
  return { scheme, port: isDefault ? null : publicPort };
}

export const MAX_DEMO_NETWORK_CHURCHES = 10_000;
export const MAX_RENDER_WORKERS = 16;

/** A whole number from 0 to `max`, `fallback` when unset or empty. */
function parseCount(name: string, value: string | undefined, fallback: number, max: number): number {
  const count = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(count) || count < 0 || count > max) throw new ConfigError(`${name} must be a whole number from 0 to ${max}, not '${value}'.`);
  return count;
}

function parseTenantCacheTtl(value: string | undefined): number {
  const ttl = Number(value ?? 30_000);
  if (!Number.isInteger(ttl) || ttl < 1) throw new ConfigError(`TENANT_CACHE_TTL_MS must be a positive number of milliseconds, not '${value}'.`);
  return ttl;
}

export function parseBytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new ConfigError(`${name} must be a positive whole number of bytes, not '${value}'.`);
  return bytes;
}

function cacheBoundsOf(env: NodeJS.ProcessEnv): CacheBounds {
  return {
    tenantBytes: parseBytes('TENANT_CACHE_MAX_BYTES', env.TENANT_CACHE_MAX_BYTES, DEFAULT_CACHE_BOUNDS.tenantBytes),
    renderedPagesBytes: parseBytes('RENDERED_PAGES_MAX_BYTES', env.RENDERED_PAGES_MAX_BYTES, DEFAULT_CACHE_BOUNDS.renderedPagesBytes),
    publicAnswersBytes: parseBytes('PUBLIC_ANSWERS_MAX_BYTES', env.PUBLIC_ANSWERS_MAX_BYTES, DEFAULT_CACHE_BOUNDS.publicAnswersBytes),
  };
}

function parseMetricsToken(value: string | undefined): string | null {
  if (!value) return null;
  if (value.length < MIN_METRICS_TOKEN_LENGTH) throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters (a shorter one could be guessed).`);
  return value;
}

/** The configuration from the environment; a setting that is unsafe or malformed throws a ConfigError. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const webDist = env.WEB_DIST ?? defaultWebDist;
  const port = parsePort('PORT', env.PORT, 3000);
  const appDomain = (env.APP_DOMAIN ?? 'localhost').toLowerCase();
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    appDomain,
    adminUrl: env.ADMIN_URL ?? 'https://admin.church-web.example',
    database: databaseLocation(env),
    webDist: existsSync(`${webDist}/index.html`) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
    demoNetworkChurches: parseCount('DEMO_NETWORK_CHURCHES', env.DEMO_NETWORK_CHURCHES, 0, MAX_DEMO_NETWORK_CHURCHES),
    tenantCacheTtlMs: parseTenantCacheTtl(env.TENANT_CACHE_TTL_MS),
    renderWorkers: parseCount('RENDER_WORKERS', env.RENDER_WORKERS, 1, MAX_RENDER_WORKERS),
    caches: cacheBoundsOf(env),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: publicOriginOf(env, appDomain, port),
    authentication: {
      jwtSecret: parseJwtSecret(env.JWT_SECRET),
      accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    },
    env,
  };
}
