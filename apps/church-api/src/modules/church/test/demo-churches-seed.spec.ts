import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import { seedDemoAppLinks, seedDemoChurches, seedDemoLegalEntities, seedDemoTimeZones } from '../demo/seed-churches';
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
    expect(await counts()).toEqual({ igrejas: 4, banners: 6, menus: 20, modulos: 12 + 11 + 3 + 1, dominios: 1 });
  });

  it('is idempotent', async () => {
    await seedDemoChurches(database.handle.db);
    await seedDemoChurches(database.handle.db);
    expect(await counts()).toEqual({ igrejas: 4, banners: 6, menus: 20, modulos: 27, dominios: 1 });
  });

  it("gives the active demo churches their legal entity (giving's seed asks), also when they were seeded before it existed, and keeps a church's own", async () => {
    const db = database.handle.db;
    const legal = async () =>
      rowsOf<{ codigo: string; razao_social: string | null; documento: string | null }>(
        await db.execute(sql`
          select i.codigo, l.razao_social, l.tipo_documento_fiscal || ' ' || l.documento_fiscal as documento
          from igreja i left join igreja_entidade_legal l on l.igreja_id = i.id order by i.id`),
      );
    expect(await legal()).toEqual([
      { codigo: 'grace', razao_social: 'Grace Community Church of Boston, Inc.', documento: 'EIN 04-3187652' },
      { codigo: 'esperanca', razao_social: 'Igreja Evangélica Esperança de São Paulo', documento: 'CNPJ 12.345.678/0001-95' },
      { codigo: 'vida', razao_social: 'Asociación Iglesia Evangélica Vida de Madrid', documento: 'NIF R2800123H' },
      { codigo: 'fechada', razao_social: null, documento: null },
    ]);
    await db.execute(sql`delete from igreja_entidade_legal where igreja_id = (select id from igreja where codigo = 'grace')`);
    await db.execute(sql`update igreja_entidade_legal set razao_social = 'Igreja Esperança (nova razão)' where igreja_id = (select id from igreja where codigo = 'esperanca')`);
    await seedDemoChurches(db);
    await seedDemoLegalEntities(db);
    const [grace, esperanca] = await legal();
    expect(grace).toEqual({ codigo: 'grace', razao_social: 'Grace Community Church of Boston, Inc.', documento: 'EIN 04-3187652' });
    expect(esperanca?.razao_social).toBe('Igreja Esperança (nova razão)');
  });

  it("gives each demo church its time zone, which its bootstrap carries; a church's own stays, and one without lives in UTC", async () => {
    const db = database.handle.db;
    const churches = new ChurchRepository(db);
    const zoneOf = async (codigo: string) => (await churches.findIgrejaByCodigo(codigo))?.fusoHorario;
    expect({ grace: await zoneOf('grace'), esperanca: await zoneOf('esperanca'), vida: await zoneOf('vida'), fechada: await zoneOf('fechada') }).toEqual({
      grace: 'America/New_York',
      esperanca: 'America/Sao_Paulo',
      vida: 'Europe/Madrid',
      fechada: 'America/Sao_Paulo',
    });
    await db.execute(sql`update igreja_fuso_horario set fuso_horario = 'America/Manaus' where igreja_id = (select id from igreja where codigo = 'esperanca')`);
    await db.execute(sql`delete from igreja_fuso_horario where igreja_id = (select id from igreja where codigo = 'fechada')`);
    expect(await zoneOf('fechada')).toBe('UTC');
    await seedDemoTimeZones(db);
    expect(await zoneOf('esperanca')).toBe('America/Manaus');
    expect(await zoneOf('fechada')).toBe('America/Sao_Paulo');
  });

  it("gives grace its app's store links, which its church record carries; the others have none (their homes offer the web app), and a church's own links stay", async () => {
    const db = database.handle.db;
    const churches = new ChurchRepository(db);
    const linksOf = async (codigo: string) => {
      const church = await churches.findIgrejaByCodigo(codigo);
      return church && { linkAppStore: church.linkAppStore, linkGooglePlay: church.linkGooglePlay };
    };
    expect(await linksOf('grace')).toEqual({
      linkAppStore: 'https://apps.apple.com/us/app/grace-community-church-boston/id6450000142',
      linkGooglePlay: 'https://play.google.com/store/apps/details?id=org.gracecommunity.boston',
    });
    const esperanca = await churches.findIgrejaByCodigo('esperanca');
    expect(esperanca).not.toHaveProperty('linkAppStore');
    expect(esperanca).not.toHaveProperty('linkGooglePlay');
    await db.execute(sql`update igreja_aplicativo set link_google_play = null where igreja_id = (select id from igreja where codigo = 'grace')`);
    await seedDemoAppLinks(db);
    const grace = await churches.findIgrejaByCodigo('grace');
    expect(grace?.linkAppStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(grace).not.toHaveProperty('linkGooglePlay');
    const tenant = await churches.findTenantChurch(grace?.id ?? 0);
    expect(tenant?.igreja.linkAppStore).toBe(grace?.linkAppStore);
  });
});
