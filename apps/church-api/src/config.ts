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
  seedDemo: boolean;
}

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const defaultWebDist = `${repositoryRoot}apps/church-web/dist`;

/** DATABASE_URL: PostgreSQL. Otherwise PGlite under PGLITE_DIR (default .data/pglite); PGLITE_DIR=memory keeps nothing. */
function databaseLocation(env: NodeJS.ProcessEnv): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  if (env.PGLITE_DIR === 'memory') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: env.PGLITE_DIR ?? `${repositoryRoot}.data/pglite` };
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
  };
}
