import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openAppDatabase } from '../../src/migration-sets';
import { loadConfig } from '../../src/platform/config';
import { call } from '../helpers/account-helpers';
import { setupTestApp } from '../helpers/test-app';

/**
 * Issue 31: nothing one replica keeps in its memory is needed by another. Two app instances on one
 * PostgreSQL database, as two replicas behind a balancer: limits counted by one are counted by both,
 * and a church's public answers kept by one go when the church changes through the other.
 * (The chat's fan-out: chat-redis-replicas.spec.ts; jobs claimed once: the renewals' and recurring
 * gifts' specs run two jobs at once; the tenant cache and revoked sessions: their modules' specs.)
 */
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('two replicas on one PostgreSQL database', () => {
  const testApp = setupTestApp();
  const first = () => testApp().app;
  let second: FastifyInstance;

  beforeAll(async () => {
    const url = testApp().database.url;
    if (!url) throw new Error('a PostgreSQL test database has a URL');
    second = await buildApp({ config: { ...loadConfig({}), webDist: null }, database: openAppDatabase({ kind: 'postgres', url }) });
    await second.ready();
  });

  afterAll(async () => {
    await second?.close();
  });

  it('share the sign-in limit: wrong passwords from one address, half on each replica, are refused once the shared count passes it', async () => {
    const address = '198.51.100.31';
    const wrong = (app: FastifyInstance) =>
      call(app, { method: 'POST', url: '/api/v1/security/login_check', payload: { username: 'member@esperanca.example', password: 'not the password' }, remoteAddress: address });
    // The limit is 5 per account and address: three on each replica stay under it on either alone.
    for (const app of [first(), second, first(), second, first()]) expect((await wrong(app)).statusCode).toBe(401);
    const refused = await wrong(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("drop a church's kept public answers when it changes through the other replica, before they would expire", async () => {
    await second.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}/api/v1/igreja/codigo/grace`;
    const read = async () => {
      const response = await fetch(url, { headers: { host: 'grace.localhost:3000' } });
      expect(response.status).toBe(200);
      return (await response.json()) as { igreja: { id: number; nome: string } };
    };
    const before = await read();
    // The second read is answered from the replica's own cache, in front of the app.
    const hits = second.publicAnswerCache.stats().hits;
    await read();
    expect(second.publicAnswerCache.stats().hits).toBe(hits + 1);
    expect(second.publicAnswerCache.stats().answers).toBeGreaterThan(0);

    // The church is renamed through the first replica's database handle; the second hears it (LISTEN/NOTIFY).
    await testApp().database.handle.db.execute(sql`update igreja set nome = 'Grace, renamed' where id = ${before.igreja.id}`);
    await vi.waitFor(() => expect(second.publicAnswerCache.stats().answers).toBe(0), { timeout: 15_000, interval: 50 });
    expect((await read()).igreja.nome).toBe('Grace, renamed');
  });
});
