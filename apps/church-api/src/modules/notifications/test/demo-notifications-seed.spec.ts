import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { devotionalsModule } from '../../devotionals/module';
import { ebdModule } from '../../ebd/module';
import { newsModule } from '../../news/module';
import { notificationsModule } from '../module';
import { scheduleModule } from '../../schedule/module';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function notifications() {
  const result = await database.handle.db.execute(sql`
    select i.codigo, n.tipo_codigo, n.id_entidade_relacionada, n.titulo, n.usuario_id is not null as pessoal
    from notificacao n join igreja i on i.id = n.igreja_id
    order by n.data_cadastro desc, n.id desc`);
  return rowsOf<{ codigo: string; tipo_codigo: string; id_entidade_relacionada: string | null; titulo: string; pessoal: boolean }>(result);
}

const ROUTE_TYPES = ['CULTO', 'NOTICIA', 'DEVOCIONAL', 'EBD'];

describe('the demo notifications', () => {
  it('give each active demo church three notices to every member and a welcome to its demo member', async () => {
    const notices = (await notifications()).filter((row) => row.tipo_codigo === 'AVISO');
    expect(notices).toHaveLength(12);
    expect(notices.filter((row) => row.pessoal).map((row) => row.codigo).sort()).toEqual(['esperanca', 'grace', 'vida']);
  });

  it('open content of each content module that exists in the same church, in its language, the news first', async () => {
    const rows = (await notifications()).filter((row) => ROUTE_TYPES.includes(row.tipo_codigo));
    const grace = rows.filter((row) => row.codigo === 'grace').map((row) => row.tipo_codigo);
    expect(grace).toEqual(['NOTICIA', 'DEVOCIONAL', 'EBD', 'CULTO']);
    expect(rows.every((row) => /^\d+$/.test(row.id_entidade_relacionada ?? ''))).toBe(true);
    expect(rows.find((row) => row.codigo === 'esperanca' && row.tipo_codigo === 'NOTICIA')?.titulo).toMatch(/^Notícia: /);
    expect(rows.some((row) => row.codigo === 'fechada')).toBe(false);
    const orphans = await database.handle.db.execute(sql`
      select count(*)::int as orphans from notificacao n
      where n.tipo_codigo = 'NOTICIA' and not exists (
        select 1 from noticia c where c.id::text = n.id_entidade_relacionada and c.igreja_id = n.igreja_id)`);
    expect(rowsOf<{ orphans: number }>(orphans)[0]?.orphans).toBe(0);
  });

  it('are sent once: seeding again adds none', async () => {
    const before = (await notifications()).length;
    for (const module of [notificationsModule, scheduleModule, devotionalsModule, newsModule, ebdModule]) await module.seedDemo?.(database.handle.db, { networkChurches: 0 });
    expect((await notifications()).length).toBe(before);
  });
});
