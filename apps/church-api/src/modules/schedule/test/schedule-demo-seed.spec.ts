import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { igreja } from '../../../platform/tenancy/tenancy-tables';
import { SCHEDULE_SEED_DAYS, seedScheduleDemo } from '../demo/seed-schedule-demo';
import { agendaConfiguracao, culto, evento } from '../schema';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function counts() {
  const db = database.handle.db;
  return {
    cultos: (await db.select({ n: count() }).from(culto))[0]?.n,
    eventos: (await db.select({ n: count() }).from(evento))[0]?.n,
  };
}

describe('the demo schedule', () => {
  it('is seeded for grace, esperanca and vida in their time zones, and not for the inactive church', async () => {
    const seeded = await database.handle.db
      .select({ codigo: igreja.codigo, fusoHorario: agendaConfiguracao.fusoHorario })
      .from(agendaConfiguracao)
      .innerJoin(igreja, eq(igreja.id, agendaConfiguracao.igrejaId));
    expect(Object.fromEntries(seeded.map((row) => [row.codigo, row.fusoHorario]))).toEqual({
      grace: 'America/New_York',
      esperanca: 'America/Sao_Paulo',
      vida: 'Europe/Madrid',
    });
  });

  it('places services at least a month before and after the seed day', async () => {
    const rows = await database.handle.db.select({ dataInicio: culto.dataInicio }).from(culto);
    const now = DateTime.now();
    const days = rows.map((row) => DateTime.fromJSDate(row.dataInicio).diff(now, 'days').days);
    expect(Math.min(...days)).toBeLessThan(-31);
    expect(Math.max(...days)).toBeGreaterThan(31);
    expect(Math.max(...days.map(Math.abs))).toBeLessThanOrEqual(SCHEDULE_SEED_DAYS + 1);
  });

  it('leaves a church whose schedule exists as it is, even months later', async () => {
    const before = await counts();
    expect(before.cultos).toBeGreaterThan(0);
    await seedScheduleDemo(database.handle.db);
    await seedScheduleDemo(database.handle.db, DateTime.now().plus({ months: 3 }));
    expect(await counts()).toEqual(before);
  });
});
