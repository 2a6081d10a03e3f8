import { count, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaConfiguracao, culto, devocional, ebd, evento, igreja, ministerio, noticia } from '../../src/db/schema';
import { SCHEDULE_SEED_DAYS, seedDemoContent } from '../../src/db/seed/content/seed-content';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

async function counts() {
  const db = database.handle.db;
  const of = async (table: typeof culto | typeof evento | typeof devocional | typeof noticia | typeof ministerio | typeof ebd) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    cultos: await of(culto),
    eventos: await of(evento),
    devocionais: await of(devocional),
    noticias: await of(noticia),
    ministerios: await of(ministerio),
    ebds: await of(ebd),
  };
}

describe('seedDemoContent', () => {
  it('seeds grace, esperanca and vida, and nothing for the inactive church', async () => {
    const db = database.handle.db;
    const seeded = await db
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
    const db = database.handle.db;
    const rows = await db.select({ dataInicio: culto.dataInicio }).from(culto);
    const now = DateTime.now();
    const days = rows.map((row) => DateTime.fromJSDate(row.dataInicio).diff(now, 'days').days);
    expect(Math.min(...days)).toBeLessThan(-31);
    expect(Math.max(...days)).toBeGreaterThan(31);
    expect(Math.max(...days.map(Math.abs))).toBeLessThanOrEqual(SCHEDULE_SEED_DAYS + 1);
  });

  it('leaves a church whose content exists as it is', async () => {
    const before = await counts();
    expect(before.devocionais).toBeGreaterThan(0);
    await seedDemoContent(database.handle.db);
    await seedDemoContent(database.handle.db, DateTime.now().plus({ months: 3 }));
    expect(await counts()).toEqual(before);
  });
});
