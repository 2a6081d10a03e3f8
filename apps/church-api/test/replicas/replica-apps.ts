import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app';
import { openAppDatabase } from '../../src/migration-sets';
import { type AppConfig, loadConfig } from '../../src/platform/config';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/** One replica: its app, and the database connections it opened for itself (a pool and its LISTEN connection). */
export interface Replica {
  app: FastifyInstance;
  database: DatabaseHandle;
}

export interface ReplicaPair {
  first: Replica;
  second: Replica;
  /** The shared database, for reading what the replicas did (and removed after the file). */
  shared: TestDatabase;
}

const ON_POSTGRES = process.env.API_TEST_DRIVER === 'postgres';

/**
 * A describe block that runs on PostgreSQL only, and says why it is skipped elsewhere: replicas share a
 * database server, and PGlite is a database inside one process.
 */
export function describeOnPostgres(title: string, body: () => void): void {
  if (ON_POSTGRES) describe(title, body);
  else describe.skip(`${title} (skipped: needs PostgreSQL — run the api-postgres project with TEST_DATABASE_URL set; PGlite belongs to one process)`, body);
}

/**
 * Two app instances on one fresh PostgreSQL database, as two replicas behind a balancer: each with its
 * own connection pool, its own LISTEN connection and its own in-process caches, built from the same
 * settings. `env` is read as setupTestApp reads it (the development mailbox on, the cheapest captcha).
 */
export function setupReplicaPair(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}): () => ReplicaPair {
  let pair: ReplicaPair | undefined;
  const built: Replica[] = [];
  let shared: TestDatabase | undefined;
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = shared.url;
    if (!url) throw new Error('The replicas need a PostgreSQL test database (API_TEST_DRIVER=postgres)');
    const config = { ...loadConfig({ MAILBOX_ENABLED: 'true', CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '8', ...env }), webDist: null, ...overrides };
    for (let n = 0; n < 2; n += 1) {
      const database = openAppDatabase({ kind: 'postgres', url });
      const app = await buildApp({ config, database, validateResponses: true });
      built.push({ app, database });
      await app.ready();
    }
    const [first, second] = built;
    if (!first || !second) throw new Error('two replicas were built');
    pair = { first, second, shared };
  });
  afterAll(async () => {
    for (const replica of built) {
      await replica.app.close().catch(() => undefined);
      await replica.database.close().catch(() => undefined);
    }
    await shared?.dispose();
  });
  return () => {
    if (!pair) throw new Error('The replicas are not ready');
    return pair;
  };
}
