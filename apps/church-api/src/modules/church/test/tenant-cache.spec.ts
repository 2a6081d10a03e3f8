import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { openAppDatabase } from '../../../migration-sets';
import { GRACE_HOST, setupTestApp } from '../../../../test/helpers/test-app';

// A long TTL: what these tests see change, the notification brought.
const testApp = setupTestApp({ tenantCacheTtlMs: 600_000 });
const db = () => testApp().database.handle.db;

const bootstrapOf = async (host: string, app: FastifyInstance = testApp().app) => {
  const response = await app.inject({ method: 'GET', url: '/bff/tenant', headers: { host } });
  return response.statusCode === 200 ? response.json() : null;
};
const churchByCode = async (code: string) => (await testApp().app.inject({ method: 'GET', url: `/api/v1/igreja/codigo/${code}`, headers: { host: GRACE_HOST } })).json();
/** Notifications arrive after the commit: within a few milliseconds, never near the TTL. */
const soon = { timeout: 5_000, interval: 20 };

describe('the tenant cache', () => {
  it('serves the next request after a change in the database with the change: colour, banner, module switched off', async () => {
    const before = await bootstrapOf('esperanca.localhost');
    expect(before.igrejaVisual.corApp).toBe('#1B7F4C');
    const id = before.igreja.id as number;

    await db().execute(sql`update igreja_visual set cor_app = '#123456' where igreja_id = ${id}`);
    await vi.waitFor(async () => expect((await bootstrapOf('esperanca.localhost')).igrejaVisual.corApp).toBe('#123456'), soon);

    await db().execute(sql`insert into banner (igreja_id, titulo, imagem, ordem) values (${id}, 'Vigília de oração', ${JSON.stringify({ url: '/b.svg', largura: 1, altura: 1 })}::jsonb, 99)`);
    await vi.waitFor(async () => expect((await bootstrapOf('esperanca.localhost')).banners.at(-1).titulo).toBe('Vigília de oração'), soon);

    const switchedOn = before.modulos.map((modulo: { codigo: string }) => modulo.codigo);
    expect(switchedOn).toContain('MOD_NOTICIA');
    await db().execute(sql`delete from igreja_modulo where igreja_id = ${id} and modulo_id = (select id from modulo where codigo = 'MOD_NOTICIA')`);
    await vi.waitFor(async () => {
      const codes = (await bootstrapOf('esperanca.localhost')).modulos.map((modulo: { codigo: string }) => modulo.codigo);
      expect(codes).not.toContain('MOD_NOTICIA');
    }, soon);
  });

  it("serves a church's new app-store links at once: its home stops offering the web app", async () => {
    const before = await bootstrapOf('esperanca.localhost');
    expect(before.igreja).not.toHaveProperty('linkAppStore');
    const id = before.igreja.id as number;
    await db().execute(sql`insert into igreja_aplicativo (igreja_id, link_app_store) values (${id}, 'https://apps.apple.com/br/app/id1')`);
    await vi.waitFor(async () => expect((await bootstrapOf('esperanca.localhost')).igreja.linkAppStore).toBe('https://apps.apple.com/br/app/id1'), soon);
    await db().execute(sql`delete from igreja_aplicativo where igreja_id = ${id}`);
    await vi.waitFor(async () => expect((await bootstrapOf('esperanca.localhost')).igreja).not.toHaveProperty('linkAppStore'), soon);
  });

  it('answers the church reads and the church scope from the changed church too', async () => {
    expect((await churchByCode('vida')).igreja.nome).toBe('Iglesia Vida');
    await db().execute(sql`update igreja set nome = 'Iglesia Vida Madrid' where codigo = 'vida'`);
    await vi.waitFor(async () => expect((await churchByCode('vida')).igreja.nome).toBe('Iglesia Vida Madrid'), soon);

    const slug = (await churchByCode('vida')).igreja.slug as string;
    const news = () => testApp().app.inject({ method: 'GET', url: `/api/v1/igreja/${slug}/noticia/`, headers: { host: 'vida.localhost' } });
    expect((await news()).statusCode).toBe(200);
    await db().execute(sql`update igreja set flag_ativo = false where codigo = 'vida'`);
    await vi.waitFor(async () => expect((await news()).statusCode).toBe(404), soon);
    expect((await churchByCode('vida')).igreja.flagAtivo).toBe(false);
    await db().execute(sql`update igreja set flag_ativo = true, nome = 'Iglesia Vida' where codigo = 'vida'`);
    await vi.waitFor(async () => expect((await news()).statusCode).toBe(200), soon);
  });

  it('forgets that a host served no church once it does (a new custom domain), and drops every host of a changed church', async () => {
    expect(await bootstrapOf('www.vida-madrid.test')).toBeNull();
    const vidaId = (await churchByCode('vida')).igreja.id as number;
    await db().execute(sql`insert into dominio_personalizado (hostname, igreja_id) values ('www.vida-madrid.test', ${vidaId})`);
    await vi.waitFor(async () => expect((await bootstrapOf('www.vida-madrid.test'))?.igreja.codigo).toBe('vida'), soon);

    await db().execute(sql`update igreja_visual set cor_app = '#654321' where igreja_id = ${vidaId}`);
    await vi.waitFor(async () => {
      expect((await bootstrapOf('www.vida-madrid.test')).igrejaVisual.corApp).toBe('#654321');
      expect((await bootstrapOf('vida.localhost')).igrejaVisual.corApp).toBe('#654321');
    }, soon);
  });

  it('tells its subscribers which church changed, and every church for a catalogue change', async () => {
    const heard: (number | null)[] = [];
    const stop = testApp().app.tenantCache.onChange((churchId) => heard.push(churchId));
    const graceId = (await churchByCode('grace')).igreja.id as number;
    await db().execute(sql`update igreja_app_menu set titulo = titulo || '!' where igreja_id = ${graceId}`);
    await vi.waitFor(() => expect(heard).toContain(graceId), soon);
    await db().execute(sql`update modulo set nome = nome where codigo = 'MOD_EBD'`);
    await vi.waitFor(() => expect(heard).toContain(null), soon);
    stop();
  });
});

describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('another replica (PostgreSQL)', () => {
  let replica: FastifyInstance | null = null;
  afterAll(async () => {
    await replica?.close();
  });

  it('drops its copy when the church changes in the database', async () => {
    const url = testApp().database.url;
    if (!url) throw new Error('no database URL');
    replica = await buildApp({ config: { ...loadConfig({}), webDist: null, tenantCacheTtlMs: 600_000 }, database: openAppDatabase({ kind: 'postgres', url }) });
    await replica.ready();
    const before = await bootstrapOf(GRACE_HOST, replica);
    await db().execute(sql`update igreja_visual set cor_app = '#0A0B0C' where igreja_id = ${before.igreja.id}`);
    await vi.waitFor(async () => expect((await bootstrapOf(GRACE_HOST, replica ?? testApp().app)).igrejaVisual.corApp).toBe('#0A0B0C'), soon);
  });
});
