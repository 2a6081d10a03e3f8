import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/platform/db/database';
import { openAppDatabase } from '../../src/migration-sets';
import { seedDemo } from '../../src/seed-demo';
import { onAdminConnection, type TemplateDatabases, withDatabaseName } from './template-database';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL (API_TEST_DRIVER=postgres), for a second connection as another replica would open. */
  url: string | null;
  /** Closes the connection and removes whatever the test created. */
  dispose(): Promise<void>;
}

/** The run's templates (template-database.ts, vitest's globalSetup), or none when the suite runs without that setup. */
function templateDatabases(): TemplateDatabases | undefined {
  const templates = inject('templateDatabases');
  const driver = process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite';
  if (templates && templates.driver !== driver) throw new Error(`The template databases are ${templates.driver}'s, the tests run on ${driver}`);
  return templates;
}

/**
 * A fresh, migrated database of its own: in-memory PGlite, or (API_TEST_DRIVER=postgres) a new
 * database on the server of TEST_DATABASE_URL, dropped again by dispose(). Seeded with the demo
 * churches unless `seed` is false; left unmigrated (and empty) when `migrate` is false.
 *
 * A migrated one is a copy of the run's template (made once by template-database.ts): PGlite opened
 * from its data-directory tarball, or `create database … template …` on PostgreSQL. The copy has
 * the template's migration journals, triggers and rows, and nothing one test file does reaches another.
 */
export async function createTestDatabase(options: { seed?: boolean; migrate?: boolean } = {}): Promise<TestDatabase> {
  const { seed = true, migrate = true } = options;
  const templates = templateDatabases();
  const template = migrate && templates ? (seed ? templates.seeded : templates.migrated) : null;
  let handle: DatabaseHandle;
  let dropDatabase = async (): Promise<void> => undefined;
  let url: string | null = null;
  if (process.env.API_TEST_DRIVER === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('API_TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    // The process in the name tells CI's sweep (.ci/run) whether the database is still in use.
    const name = `church_test_${process.pid}_${randomBytes(6).toString('hex')}`;
    await onAdminConnection(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
    url = withDatabaseName(adminUrl, name);
    handle = openAppDatabase({ kind: 'postgres', url });
    dropDatabase = () => onAdminConnection(adminUrl, `drop database if exists ${name} with (force)`);
  } else {
    const loadDataDir = template ? new Blob([await readFile(template)], { type: 'application/x-tar' }) : undefined;
    handle = openAppDatabase({ kind: 'memory', loadDataDir });
  }
  if (migrate && !template) {
    await handle.migrate();
    if (seed) await seedDemo(handle.db);
  }
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
