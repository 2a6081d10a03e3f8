import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { seedDemoChurches } from '../demo/seed-churches';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const result = await database.handle.db.execute(sql`
    select (select count(*)::int from igreja) as igrejas, (select count(*)::int from banner) as banners,
           (select count(*)::int from igreja_app_menu) as menus, (select count(*)::int from igreja_modulo) as modulos,
           (select count(*)::int from dominio_personalizado) as dominios`);
  return rowsOf<{ igrejas: number; banners: number; menus: number; modulos: number; dominios: number }>(result)[0];
}

describe('seedDemoChurches', () => {
  it('seeds the four demo churches with their banners, menus, modules and custom host', async () => {
    expect(await counts()).toEqual({ igrejas: 4, banners: 6, menus: 19, modulos: 10 + 9 + 3 + 1, dominios: 1 });
  });

  it('is idempotent', async () => {
    await seedDemoChurches(database.handle.db);
    await seedDemoChurches(database.handle.db);
    expect(await counts()).toEqual({ igrejas: 4, banners: 6, menus: 19, modulos: 23, dominios: 1 });
  });
});
