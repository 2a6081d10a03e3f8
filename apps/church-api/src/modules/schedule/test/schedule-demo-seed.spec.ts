import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { igreja, igrejaFusoHorario } from '../../../platform/tenancy/tenancy-tables';
import { ESPERANCA_SCHEDULE } from '../demo/esperanca';
import { GRACE_SCHEDULE } from '../demo/grace';
import type { ScheduleDemo } from '../demo/schedule-demo';
import { SCHEDULE_SEED_DAYS, seedScheduleDemo } from '../demo/seed-schedule-demo';
import { VIDA_SCHEDULE } from '../demo/vida';
import { culto, evento } from '../schema';
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
  it("is seeded for grace, esperanca and vida at their services' hours in the church's time zone, and not for the inactive church", async () => {
    const rows = await database.handle.db
      .select({ codigo: igreja.codigo, fusoHorario: igrejaFusoHorario.fusoHorario, titulo: culto.titulo, dataInicio: culto.dataInicio })
      .from(culto)
      .innerJoin(igreja, eq(igreja.id, culto.igrejaId))
      .innerJoin(igrejaFusoHorario, eq(igrejaFusoHorario.igrejaId, culto.igrejaId));
    const schedules: Record<string, ScheduleDemo> = { grace: GRACE_SCHEDULE, esperanca: ESPERANCA_SCHEDULE, vida: VIDA_SCHEDULE };
    expect(Object.fromEntries(rows.map((row) => [row.codigo, row.fusoHorario]))).toEqual({
      grace: 'America/New_York',
      esperanca: 'America/Sao_Paulo',
      vida: 'Europe/Madrid',
    });
    // The schedule's own weekly services (other modules' seeds may add services of their own: the live module's on now).
    const weekly = rows.filter((row) => schedules[row.codigo]?.services.some((one) => one.titulo === row.titulo));
    expect(new Set(weekly.map((row) => row.codigo))).toEqual(new Set(['grace', 'esperanca', 'vida']));
    for (const row of weekly) {
      const start = DateTime.fromJSDate(row.dataInicio, { zone: row.fusoHorario });
      const service = schedules[row.codigo]?.services.find((one) => one.titulo === row.titulo);
      expect({ titulo: row.titulo, at: [start.weekday, start.hour, start.minute] }).toEqual({ titulo: row.titulo, at: [service?.weekday, service?.hour, service?.minute] });
    }
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
