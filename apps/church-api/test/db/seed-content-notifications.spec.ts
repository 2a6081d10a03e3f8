import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { seedContentNotifications } from '../../src/db/seed/content-notifications';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function routeNotifications() {
  const result = await database.handle.db.execute(sql`
    select i.codigo, n.tipo_codigo, n.id_entidade_relacionada, n.titulo from notificacao n join igreja i on i.id = n.igreja_id
    where n.tipo_codigo in ('CULTO', 'NOTICIA', 'DEVOCIONAL', 'EBD') order by i.codigo, n.tipo_codigo`);
  return rowsOf<{ codigo: string; tipo_codigo: string; id_entidade_relacionada: string; titulo: string }>(result);
}

describe('seedContentNotifications', () => {
  it('gives each active church notifications that name its content, in its language', async () => {
    const rows = await routeNotifications();
    const grace = rows.filter((row) => row.codigo === 'grace').map((row) => row.tipo_codigo);
    expect(grace).toEqual(expect.arrayContaining(['NOTICIA', 'DEVOCIONAL', 'EBD']));
    expect(rows.every((row) => /^\d+$/.test(row.id_entidade_relacionada))).toBe(true);
    expect(rows.find((row) => row.codigo === 'esperanca' && row.tipo_codigo === 'NOTICIA')?.titulo).toMatch(/^Notícia: /);
    expect(rows.some((row) => row.codigo === 'fechada')).toBe(false);
  });

  it('names content that exists in the same church', async () => {
    const result = await database.handle.db.execute(sql`
      select count(*)::int as orphans from notificacao n
      where n.tipo_codigo = 'NOTICIA' and not exists (
        select 1 from noticia c where c.id::text = n.id_entidade_relacionada and c.igreja_id = n.igreja_id)`);
    expect(rowsOf<{ orphans: number }>(result)[0]?.orphans).toBe(0);
  });

  it('is idempotent', async () => {
    const before = (await routeNotifications()).length;
    await seedContentNotifications(database.handle.db);
    expect((await routeNotifications()).length).toBe(before);
  });
});
