import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/platform/db/rows';
import { seedDemo } from '../../src/seed-demo';
import { setupTestApp } from '../helpers/test-app';
import { tableCounts } from '../helpers/table-counts';

const app = setupTestApp();

/** How many rows of `table` each church has, by church code. */
async function perChurch(table: string): Promise<Record<string, number>> {
  const rows = rowsOf<{ codigo: string; count: number }>(
    await app().database.handle.db.execute(sql.raw(`select i.codigo, count(t.*)::int as count from igreja i left join ${table} t on t.igreja_id = i.id group by i.codigo`)),
  );
  return Object.fromEntries(rows.map((row) => [row.codigo, row.count]));
}

describe('the generated demo network (DEMO_NETWORK_CHURCHES)', () => {
  it("adds churches that copy grace's, esperanca's and vida's content in turn, each with people of its own, once", async () => {
    const { db } = app().database.handle;
    await seedDemo(db, undefined, { networkChurches: 4 });
    const churches = rowsOf<{ codigo: string; nome: string; fuso: string; hosts: number; origins: number }>(
      await db.execute(sql`
        select i.codigo, i.nome, f.fuso_horario as fuso,
               (select count(*)::int from dominio_personalizado d where d.igreja_id = i.id) as hosts,
               (select count(*)::int from igreja_origem_incorporacao o where o.igreja_id = i.id) as origins
          from igreja i join igreja_fuso_horario f on f.igreja_id = i.id
         where i.codigo like '%-rede-%' order by i.id`),
    );
    expect(churches).toEqual([
      { codigo: 'grace-rede-0001', nome: 'Grace Community Church 1', fuso: 'America/New_York', hosts: 0, origins: 0 },
      { codigo: 'esperanca-rede-0002', nome: expect.stringMatching(/ 2$/), fuso: 'America/Sao_Paulo', hosts: 0, origins: 0 },
      { codigo: 'vida-rede-0003', nome: expect.stringMatching(/ 3$/), fuso: 'Europe/Madrid', hosts: 0, origins: 0 },
      { codigo: 'grace-rede-0004', nome: 'Grace Community Church 4', fuso: 'America/New_York', hosts: 0, origins: 0 },
    ]);
    for (const table of ['evento', 'noticia', 'culto', 'transmissao', 'pagamento_motivo']) {
      const counts = await perChurch(table);
      expect([counts['grace-rede-0001'], counts['grace-rede-0004']], table).toEqual([counts.grace, counts.grace]);
      expect(counts['esperanca-rede-0002'], table).toBe(counts.esperanca);
      expect(counts['vida-rede-0003'], table).toBe(counts.vida);
    }
    const people = rowsOf<{ email: string; cpf: string }>(await db.execute(sql`select email, cpf from usuario where email like '%-rede-%' order by email`));
    expect(people.map((person) => person.email)).toEqual([
      'member@esperanca-rede-0002.example',
      'member@grace-rede-0001.example',
      'member@grace-rede-0004.example',
      'member@vida-rede-0003.example',
      'staff@esperanca-rede-0002.example',
      'staff@grace-rede-0001.example',
      'staff@grace-rede-0004.example',
      'staff@vida-rede-0003.example',
    ]);
    expect(new Set(people.map((person) => person.cpf)).size).toBe(8);

    const before = await tableCounts(db);
    await seedDemo(db, undefined, { networkChurches: 4 });
    expect(await tableCounts(db)).toEqual(before);
  });

  it("serves a network church's site under its own code, with its template's content", async () => {
    const { app: server } = app();
    const events = await server.inject({ url: '/api/v1/igreja/vida-rede-0003/evento/', headers: { host: 'vida-rede-0003.localhost:3000' } });
    expect(events.statusCode).toBe(200);
    const login = await server.inject({
      method: 'POST',
      url: '/api/v1/security/login_check',
      headers: { host: 'vida-rede-0003.localhost:3000' },
      payload: { username: 'member@vida-rede-0003.example', password: 'Demo@2026' },
    });
    expect(login.statusCode).toBe(200);
    const bootstrap = await server.inject({ url: '/bff/tenant', headers: { host: 'grace-rede-0004.localhost:3000' } });
    expect(bootstrap.statusCode, bootstrap.body).toBe(200);
    expect(bootstrap.json()).toMatchObject({ igreja: { codigo: 'grace-rede-0004', nome: 'Grace Community Church 4' } });
  });
});
