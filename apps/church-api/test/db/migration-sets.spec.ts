import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/platform/db/database';
import { type MigrationSet, moduleMigrationSets } from '../../src/migration-sets';
import { rowsOf } from '../../src/platform/db/rows';
import { seedDemo } from '../../src/seed-demo';
import { loadServerModules } from '../../src/load-server-modules';
import { tableCounts } from '../helpers/table-counts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

/**
 * The migration sets as they were before every server module had its own (commit c45f153): church,
 * account, and the `content` and `media` sets that held the tables of nine modules. A frozen copy of
 * their SQL and journals, which is all the migrator reads.
 */
const legacyFolder = fileURLToPath(new URL('../fixtures/migrations-c45f153/', import.meta.url));
const legacySets: MigrationSet[] = ['church', 'account', 'content', 'media'].map((name) => ({
  name,
  folder: join(legacyFolder, name),
  table: `__migrations_${name}`,
}));

const MODULES_OF_C45F153 = ['church', 'account', 'notifications', 'schedule', 'devotionals', 'news', 'ebd', 'ministries', 'publications', 'studies', 'videos', 'podcasts'];

/** The entries of `record` under the keys of `like`. */
const only = <Value>(record: Record<string, Value>, like: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key in like)) as Record<string, Value>;
/** The entries of `record` that `like` has no key for. */
const except = <Value>(record: Record<string, Value>, like: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !(key in like))) as Record<string, Value>;

/** Every table's rows, as one digest per table. */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const tables = Object.keys(await tableCounts(db));
  const digests = rowsOf<{ name: string; digest: string }>(
    await db.execute(
      sql.raw(
        tables
          .map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`)
          .join(' union all '),
      ),
    ),
  );
  return Object.fromEntries(digests.map((row) => [row.name, row.digest]));
}

/** How many churches enable each module code (0 for a module no church enables). */
async function moduleEnablements(db: Database): Promise<Record<string, number>> {
  const rows = rowsOf<{ codigo: string; churches: number }>(
    await db.execute(sql`
      select m.codigo, count(im.igreja_id)::int as churches from modulo m left join igreja_modulo im on im.modulo_id = m.id group by m.codigo`),
  );
  return Object.fromEntries(rows.map((row) => [row.codigo, row.churches]));
}

/** The public schema as PostgreSQL describes it: columns, constraints, indexes and triggers. */
async function schemaOf(db: Database): Promise<string[]> {
  const rows = rowsOf<{ line: string }>(
    await db.execute(sql`
      select concat_ws(' ', 'column', table_name, column_name, data_type, is_nullable, column_default) as line
        from information_schema.columns where table_schema = 'public'
      union all
      select concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all
      select concat_ws(' ', 'index', tablename, indexname, indexdef) from pg_indexes where schemaname = 'public'
      union all
      select concat_ws(' ', 'trigger', event_object_table, trigger_name, event_manipulation, action_statement)
        from information_schema.triggers where trigger_schema = 'public'`),
  );
  return rows.map((row) => row.line).sort();
}

describe('a database migrated by the migration sets of c45f153', () => {
  let legacy: TestDatabase;
  let fresh: TestDatabase;
  let countsBefore: Record<string, number>;
  let digestsBefore: Record<string, string>;

  beforeAll(async () => {
    legacy = await createTestDatabase({ migrate: false });
    await legacy.handle.migrate(legacySets);
    // The modules of that day seed it; modules made since (events, payments) have no tables there yet.
    await seedDemo(legacy.handle.db, (await loadServerModules()).filter((module) => MODULES_OF_C45F153.includes(module.name)));
    // The schedule's seed of that day gave each church with a schedule its zone in the schedule's own table.
    await legacy.handle.db.execute(sql`
      insert into agenda_configuracao (igreja_id, fuso_horario) select id, case codigo when 'grace' then 'America/New_York'
        when 'esperanca' then 'America/Sao_Paulo' else 'Europe/Madrid' end from igreja where codigo in ('grace', 'esperanca', 'vida')`);
    countsBefore = await tableCounts(legacy.handle.db);
    digestsBefore = await tableDigests(legacy.handle.db);
    await legacy.handle.migrate();
    fresh = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await legacy?.dispose();
    await fresh?.dispose();
  });

  it('migrates to the sets of the server modules: each set applied and recorded in its own journal', async () => {
    expect(await legacy.handle.isReady()).toBe(true);
    for (const set of await moduleMigrationSets()) {
      const [journal] = rowsOf<{ applied: number }>(await legacy.handle.db.execute(sql.raw(`select count(*)::int as applied from drizzle."${set.table}"`)));
      expect({ set: set.name, applied: journal?.applied }).toEqual({ set: set.name, applied: expect.any(Number) });
      expect(journal?.applied).toBeGreaterThan(0);
    }
  });

  it('keeps every table and every row as they were (the tables of modules made since arrive empty)', async () => {
    const counts = await tableCounts(legacy.handle.db);
    // The schedule's own time zones went to the church's (the schedule's 0001), the one table that is gone.
    const { agenda_configuracao: zonesBefore, ...kept } = countsBefore;
    const { agenda_configuracao: _digest, ...keptDigests } = digestsBefore;
    expect(zonesBefore).toBe(3);
    expect(counts).not.toHaveProperty('agenda_configuracao');
    expect(only(counts, kept)).toEqual(kept);
    expect(except(counts, countsBefore)).toMatchObject({ igreja_fuso_horario: zonesBefore });
    const { igreja_fuso_horario: _zones, ...sinceThen } = except(counts, countsBefore);
    expect(Object.values(sinceThen).every((rows) => rows === 0)).toBe(true);
    expect(only(await tableDigests(legacy.handle.db), keptDigests)).toEqual(keptDigests);
    const zones = rowsOf<{ codigo: string; fuso_horario: string }>(
      await legacy.handle.db.execute(sql`select codigo, fuso_horario from igreja_fuso_horario join igreja on igreja.id = igreja_id order by codigo`),
    );
    expect(zones).toEqual([
      { codigo: 'esperanca', fuso_horario: 'America/Sao_Paulo' },
      { codigo: 'grace', fuso_horario: 'America/New_York' },
      { codigo: 'vida', fuso_horario: 'Europe/Madrid' },
    ]);
    expect(countsBefore.noticia).toBeGreaterThan(0);
    expect(countsBefore.notificacao).toBeGreaterThan(0);
  });

  it('ends with the schema of a database that only the module sets migrated', async () => {
    expect(await schemaOf(legacy.handle.db)).toEqual(await schemaOf(fresh.handle.db));
  });

  it('goes on working: the demo seed finds everything there, and a module writes as before', async () => {
    const modulesBefore = await moduleEnablements(legacy.handle.db);
    await seedDemo(legacy.handle.db);
    // The seeds of the modules of that day change nothing; the events module adds its events to the schedule's,
    // the live module its service on now to the schedule's services, and a module made since may add itself
    // to the module list and to the churches it is enabled in. The schedule's own zones are the church's now.
    const { evento: _events, culto: _services, modulo: _modules, igreja_modulo: _enabled, agenda_configuracao: _zones, ...before } = countsBefore;
    expect(only(await tableCounts(legacy.handle.db), before)).toEqual(before);
    expect(only(await moduleEnablements(legacy.handle.db), modulesBefore)).toEqual(modulesBefore);
    expect((await tableCounts(legacy.handle.db)).evento_ingresso).toBeGreaterThan(0);
    const inserted = await legacy.handle.db.execute(sql`
      insert into noticia (igreja_id, titulo, resumo, texto, data_publicacao) select id, 'After the migration', '-', '-', now() from igreja limit 1
      returning id`);
    expect(rowsOf<{ id: number }>(inserted)).toHaveLength(1);
  });
});
