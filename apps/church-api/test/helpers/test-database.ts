import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { openAppDatabase } from '../../src/migration-sets';
import { seedDemo } from '../../src/seed-demo';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL (API_TEST_DRIVER=postgres), for a second connection as another replica would open. */
  url: string | null;
  /** Closes the connection and removes whatever the test created. */
  dispose(): Promise<void>;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database: in-memory PGlite, or (API_TEST_DRIVER=postgres) a new database on
 * the server of TEST_DATABASE_URL, dropped again by dispose(). Seeded with the demo churches
 * unless `seed` is false; left unmigrated when `migrate` is false.
 */
export async function createTestDatabase(options: { seed?: boolean; migrate?: boolean } = {}): Promise<TestDatabase> {
  const { seed = true, migrate = true } = options;
  let handle: DatabaseHandle;
  let dropDatabase = async (): Promise<void> => undefined;
  let url: string | null = null;
  if (process.env.API_TEST_DRIVER === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    const name = `church_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    url = withDatabaseName(adminUrl, name);
    handle = openAppDatabase({ kind: 'postgres', url });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    handle = openAppDatabase({ kind: 'memory' });
  }
  if (migrate) await handle.migrate();
  if (migrate && seed) await seedDemo(handle.db);
  let disposed = false;
  return {
    handle,
    url,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await handle.close().catch(() => undefined);
      await dropDatabase();
    },
  };
}
