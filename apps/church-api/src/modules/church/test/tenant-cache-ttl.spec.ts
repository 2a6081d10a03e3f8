import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';

const TTL_MS = 2_000;
const testApp = setupTestApp({ tenantCacheTtlMs: TTL_MS });
const db = () => testApp().database.handle.db;

const bootstrapOf = async (host: string) => (await testApp().app.inject({ method: 'GET', url: '/bff/tenant', headers: { host } })).json();

/** A change whose notification is lost: written with the triggers off. */
async function changeUnheard(statement: ReturnType<typeof sql>) {
  await db().transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

describe('the tenant cache when a notification is lost', () => {
  it('serves the church as it was until its entry expires, then as it is, and tells its subscribers', async () => {
    const before = await bootstrapOf('vida.localhost');
    const heard: (number | null)[] = [];
    const stop = testApp().app.tenantCache.onChange((churchId) => heard.push(churchId));

    await changeUnheard(sql`update igreja_visual set cor_app = '#00AA00' where igreja_id = ${before.igreja.id}`);
    expect((await bootstrapOf('vida.localhost')).igrejaVisual.corApp).toBe(before.igrejaVisual.corApp);

    await vi.waitFor(async () => expect((await bootstrapOf('vida.localhost')).igrejaVisual.corApp).toBe('#00AA00'), { timeout: 5 * TTL_MS, interval: 100 });
    expect(heard).toEqual([before.igreja.id]);
    stop();
  });
});
