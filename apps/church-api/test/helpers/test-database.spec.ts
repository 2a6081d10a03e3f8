import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { moduleMigrationSets } from '../../src/migration-sets';
import { rowsOf } from '../../src/platform/db/rows';
import { createTestDatabase, type TestDatabase } from './test-database';

const countOf = async (db: Database, query: string) => Number(rowsOf<{ count: number }>(await db.execute(sql.raw(query)))[0]?.count);
const churches = (db: Database) => countOf(db, 'select count(*)::int as count from igreja');
const journalRows = async (db: Database) => {
  const counts: Record<string, number> = {};
  for (const set of await moduleMigrationSets()) counts[set.name] = await countOf(db, `select count(*)::int as count from drizzle."${set.table}"`);
  return counts;
};

describe('test databases, copies of the run’s template', () => {
  const databases: TestDatabase[] = [];
  const open = async (options?: { seed?: boolean; migrate?: boolean }) => {
    const database = await createTestDatabase(options);
    databases.push(database);
    return database;
  };
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it('are made from the templates the global setup made for this driver', () => {
    expect(inject('templateDatabases')).toMatchObject({ driver: process.env.API_TEST_DRIVER === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('are seeded and migrated, and do not see each other’s changes (two made at once from the same template)', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    expect(await churches(first.handle.db)).toBe(4);
    await first.handle.db.execute(sql`update igreja set nome = 'Renamed in the first' where codigo = 'grace'`);
    await first.handle.db.execute(sql`delete from noticia`);
    expect(rowsOf<{ nome: string }>(await second.handle.db.execute(sql`select nome from igreja where codigo = 'grace'`))[0]?.nome).toBe('Grace Community Church');
    expect(await countOf(second.handle.db, 'select count(*)::int as count from noticia')).toBeGreaterThan(0);
    expect(await countOf(first.handle.db, 'select count(*)::int as count from noticia')).toBe(0);
  });

  it('hold every migration set’s journal: they are ready, and migrating again applies nothing', async () => {
    for (const database of [await open(), await open({ seed: false })]) {
      expect(await database.handle.isReady()).toBe(true);
      const journals = await journalRows(database.handle.db);
      expect(Object.values(journals).every((applied) => applied > 0)).toBe(true);
      await database.handle.migrate();
      expect(await journalRows(database.handle.db)).toEqual(journals);
    }
  });

  it('are left without the demo data with seed: false, and without any table with migrate: false', async () => {
    const unseeded = await open({ seed: false });
    expect(await churches(unseeded.handle.db)).toBe(0);
    const unmigrated = await open({ migrate: false });
    expect(await unmigrated.handle.isReady()).toBe(false);
    expect(await countOf(unmigrated.handle.db, `select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`)).toBe(0);
  });

  it('keep the triggers: a change to a church is heard on its channel', async () => {
    const database = await open();
    const heard: string[] = [];
    const stop = await database.handle.listen('igreja_alterada', (payload) => heard.push(payload));
    const [vida] = rowsOf<{ id: number }>(await database.handle.db.execute(sql`update igreja set nome = 'Iglesia Vida Madrid' where codigo = 'vida' returning id`));
    await vi.waitFor(() => expect(heard).toContain(String(vida?.id)), { timeout: 5_000, interval: 20 });
    await stop();
  });
});

describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('a PostgreSQL test database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const databaseExists = async (name: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  };
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('is a database of its own named church_test_<its process>_…, dropped by dispose() and taking nothing from the template with it', async () => {
    const name = new URL(database.url ?? '').pathname.slice(1);
    const templates = inject('templateDatabases');
    expect(name).toMatch(new RegExp(`^church_test_${process.pid}_[0-9a-f]{12}$`));
    expect([templates.migrated, templates.seeded].every((template) => template.startsWith('church_test_'))).toBe(true);
    expect(await databaseExists(name)).toBe(true);
    await database.dispose();
    expect(await databaseExists(name)).toBe(false);
    expect(await databaseExists(templates.seeded)).toBe(true);
    expect(await databaseExists(templates.migrated)).toBe(true);
  });
});
