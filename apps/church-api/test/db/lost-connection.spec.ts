import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db/rows';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// PGlite has no connections to lose: PostgreSQL only (TEST_DATABASE_URL).
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('an idle PostgreSQL connection that is lost', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database?.dispose());

  it('neither crashes the process nor the next query', async () => {
    const { handle } = database;
    const [row] = rowsOf<{ name: string; pid: number }>(
      await handle.db.execute(sql`select current_database() as name, pg_backend_pid() as pid`),
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [row?.name]);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`));
    expect(again[0]?.pid).not.toBe(row?.pid);
  });
});
