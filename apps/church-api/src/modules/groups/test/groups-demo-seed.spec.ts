import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { seedGroupsDemo } from '../demo/seed-groups-demo';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const [row] = rowsOf<Record<string, number>>(
    await database.handle.db.execute(sql`
      select (select count(*)::int from celula) as celulas, (select count(*)::int from celula_membro) as membros,
             (select count(*)::int from celula_reuniao) as reunioes, (select count(*)::int from celula_estudo) as estudos`),
  );
  return row;
}

describe('the demo member of each church with groups', () => {
  it('takes part in a group of their church, with its last meetings (vida has no groups module, so no groups screen)', async () => {
    const rows = rowsOf<{ codigo: string; grupos: number; reunioes: number }>(
      await database.handle.db.execute(sql`
        select ig.codigo, count(distinct c.id)::int as grupos, count(r.id)::int as reunioes
        from celula_membro cm
        join usuario u on u.id = cm.usuario_id
        join celula c on c.id = cm.celula_id
        join igreja ig on ig.id = c.igreja_id
        left join celula_reuniao r on r.celula_id = c.id
        where lower(u.email) = 'member@' || ig.codigo || '.example'
        group by ig.codigo order by ig.codigo`),
    );
    expect(rows.map((row) => row.codigo)).toEqual(['esperanca', 'grace']);
    for (const row of rows) {
      expect(row.grupos).toBeGreaterThanOrEqual(1);
      expect(row.reunioes).toBeGreaterThan(0);
    }
    const withGroups = rowsOf<{ codigo: string }>(
      await database.handle.db.execute(sql`
        select ig.codigo from igreja ig join igreja_modulo im on im.igreja_id = ig.id join modulo m on m.id = im.modulo_id
        where m.codigo = 'MOD_CELULA' and ig.flag_ativo order by ig.codigo`),
    );
    expect(withGroups.map((row) => row.codigo)).toEqual(['esperanca', 'grace']);
  });

  it('is not added again when the seed runs again', async () => {
    const before = await counts();
    await seedGroupsDemo(database.handle.db);
    await seedGroupsDemo(database.handle.db);
    expect(await counts()).toEqual(before);
  });
});
