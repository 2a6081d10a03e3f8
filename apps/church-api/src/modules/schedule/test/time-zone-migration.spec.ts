import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerModules } from '../../../load-server-modules';
import { moduleMigrationSets } from '../../../migration-sets';
import { rowsOf } from '../../../platform/db/rows';
import { igreja, igrejaFusoHorario } from '../../../platform/tenancy/tenancy-tables';
import { seedDemo } from '../../../seed-demo';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
let folder: string;

const zones = async () => {
  const rows = await database.handle.db
    .select({ codigo: igreja.codigo, fusoHorario: igrejaFusoHorario.fusoHorario })
    .from(igreja)
    .leftJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, igreja.id));
  return Object.fromEntries(rows.map((row) => [row.codigo, row.fusoHorario]));
};
const churchIdOf = async (codigo: string) => (await database.handle.db.select({ id: igreja.id }).from(igreja).where(eq(igreja.codigo, codigo)))[0]?.id ?? 0;

/**
 * A database as it was before the schedule's 0001: the schedule's set stops at its 0000 (a copy of its
 * folder whose journal ends there), every other set as it is now; the churches seeded with their zones.
 */
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'schedule-0000-'));
  const sets = await moduleMigrationSets();
  const schedule = sets.find((set) => set.name === 'schedule');
  if (!schedule) throw new Error('no schedule migration set');
  await cp(schedule.folder, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.tag === '0000_init') }));
  database = await createTestDatabase({ migrate: false });
  await database.handle.migrate(sets.map((set) => (set === schedule ? { ...set, folder } : set)));
  await seedDemo(database.handle.db, (await loadServerModules()).filter((module) => module.name === 'church'));
});
afterAll(async () => {
  await database?.dispose();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe("the schedule's migration 0001", () => {
  it("makes a zone the schedule held the church's where the church had none, keeps the church's own, and drops the schedule's copy", async () => {
    const db = database.handle.db;
    const [grace, vida] = [await churchIdOf('grace'), await churchIdOf('vida')];
    // grace's two copies disagree (the church's wins); vida's zone was only in the schedule's.
    await db.delete(igrejaFusoHorario).where(eq(igrejaFusoHorario.igrejaId, vida));
    await db.execute(sql`insert into agenda_configuracao (igreja_id, fuso_horario) values (${grace}, 'America/Chicago'), (${vida}, 'Atlantic/Canary')`);
    const before = await zones();
    expect(before).toMatchObject({ grace: 'America/New_York', vida: null, esperanca: 'America/Sao_Paulo' });

    await database.handle.migrate();

    expect(await database.handle.isReady()).toBe(true);
    expect(await zones()).toEqual({ ...before, vida: 'Atlantic/Canary' });
    const [table] = rowsOf<{ name: string | null }>(await db.execute(sql`select to_regclass('agenda_configuracao')::text as name`));
    expect(table?.name).toBeNull();
  });
});
