import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { churchTimeZone } from '../../src/modules/church/church-time-zone';
import { GRACE_HOST } from '../helpers/test-app';
import { describeOnPostgres, setupReplicaPair } from './replica-apps';

const webDist = fileURLToPath(new URL('../fixtures/web', import.meta.url));
/** The caches a replica keeps of a church, as its metrics name them. */
const CHURCH_CACHES = ['tenant-churches', 'rendered-pages', 'public-answers'] as const;

/** What a replica's cache holds now (`church_cache_entries{cache}`, as an operator scrapes it). */
async function entriesOf(app: FastifyInstance, cache: (typeof CHURCH_CACHES)[number]): Promise<number> {
  const metric = app.metrics.registry.getSingleMetric('church_cache_entries');
  if (!metric) throw new Error('no church_cache_entries metric');
  const { values } = await metric.get();
  return values.find((value) => value.labels.cache === cache)?.value ?? 0;
}

const cachesOf = async (app: FastifyInstance): Promise<Record<string, number>> =>
  Object.fromEntries(await Promise.all(CHURCH_CACHES.map(async (cache) => [cache, await entriesOf(app, cache)] as const)));

function inlinedBootstrap(html: string) {
  const match = /<script id="church-bootstrap" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no inlined bootstrap');
  return JSON.parse(match[1]);
}

/** Grace's time zone as each of the replica's three ways of answering tells it. */
async function graceZoneOn(app: FastifyInstance): Promise<{ bootstrap: string; page: string; publicAnswer: string }> {
  const bootstrap = await app.inject({ url: '/bff/tenant', headers: { host: GRACE_HOST } });
  expect(bootstrap.statusCode).toBe(200);
  const page = await app.inject({ url: '/about', headers: { host: GRACE_HOST } });
  expect(page.statusCode).toBe(200);
  // The public answer cache sits in front of the app, in its HTTP server: a real request reaches it.
  const address = app.server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${address.port}/api/v1/igreja/codigo/grace`, { headers: { host: GRACE_HOST } });
  expect(answer.status).toBe(200);
  return {
    bootstrap: bootstrap.json().igreja.fusoHorario,
    page: inlinedBootstrap(page.body).igreja.fusoHorario,
    publicAnswer: ((await answer.json()) as { igreja: { fusoHorario: string } }).igreja.fusoHorario,
  };
}

/**
 * Issue 31: caches are invalidated on every replica. Each replica keeps a church's bootstrap (the tenant
 * cache), its rendered pages and its public answers in memory; a change to the church, wherever it is
 * made, is announced by the database (the `igreja_alterada` triggers, NOTIFY) and every replica drops
 * them. The tenant cache is told to keep a church for 10 minutes, so only the announcement can explain
 * the new value; the kept pages and answers leave without any read, which their expiry never does.
 */
describeOnPostgres("a church's caches on two replicas on one PostgreSQL database", () => {
  const replicas = setupReplicaPair({ webDist, tenantCacheTtlMs: 600_000 });

  it("are dropped on both when the church's time zone is changed through one of them (the CLI's change), and both then answer the new zone", async () => {
    const { first, second } = replicas();
    for (const app of [first.app, second.app]) await app.listen({ port: 0, host: '127.0.0.1' });
    // Read twice on each replica: the second read is answered from what the first kept.
    for (const app of [first.app, second.app]) {
      for (let read = 0; read < 2; read += 1) expect(await graceZoneOn(app)).toEqual({ bootstrap: 'America/New_York', page: 'America/New_York', publicAnswer: 'America/New_York' });
      expect(Object.values(await cachesOf(app)).every((entries) => entries > 0)).toBe(true);
    }

    expect((await churchTimeZone(first.database.db, { church: 'grace', zone: 'Europe/Madrid' })).code).toBe(0);

    const emptied = { 'tenant-churches': 0, 'rendered-pages': 0, 'public-answers': 0 };
    await vi.waitFor(async () => expect(await cachesOf(second.app)).toEqual(emptied), { timeout: 20_000, interval: 50 });
    await vi.waitFor(async () => expect(await cachesOf(first.app)).toEqual(emptied), { timeout: 20_000, interval: 50 });
    for (const app of [second.app, first.app]) expect(await graceZoneOn(app)).toEqual({ bootstrap: 'Europe/Madrid', page: 'Europe/Madrid', publicAnswer: 'Europe/Madrid' });
  });
});
