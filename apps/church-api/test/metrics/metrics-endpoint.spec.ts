import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_BOUNDS } from '../../src/platform/config';
import { GRACE_HOST, setupTestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
/** Too small for the four demo churches together (each counted at five times its bootstrap's JSON), so that reading them all evicts. */
const TENANT_BYTES = 40_000;
const testApp = setupTestApp({ metricsToken: TOKEN, caches: { ...DEFAULT_CACHE_BOUNDS, tenantBytes: TENANT_BYTES } });

const scrape = async (host = GRACE_HOST, authorization = `Bearer ${TOKEN}`) =>
  testApp().app.inject({ method: 'GET', url: '/metrics', headers: { host, authorization } });

/** The value of one sample of the scrape (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{`) && wanted.every((pair) => candidate.includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics', () => {
  it('records request durations by route pattern and status class, never the address asked for', async () => {
    const { app } = testApp();
    await app.inject({ method: 'GET', url: '/api/v1/igreja/codigo/vida', headers: { host: GRACE_HOST } });
    await app.inject({ method: 'GET', url: '/api/v1/igreja/codigo/esperanca', headers: { host: GRACE_HOST } });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-thing/8675309', headers: { host: GRACE_HOST } });
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    expect(sample(text, 'church_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/igreja/codigo/:code', status_class: '2xx' })).toBe(2);
    expect(sample(text, 'church_http_request_duration_seconds_count', { route: '(unmatched)', status_class: '4xx' })).toBe(1);
    expect(text).not.toMatch(/codigo\/vida|codigo\/esperanca|8675309/);
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts the tenant cache’s hits, misses and evictions, and holds it within its bound', async () => {
    const { app } = testApp();
    const before = (await scrape()).body;
    for (const code of ['grace', 'esperanca', 'vida', 'fechada', 'grace', 'grace']) {
      await app.inject({ method: 'GET', url: `/api/v1/igreja/codigo/${code}`, headers: { host: GRACE_HOST } });
    }
    const after = (await scrape()).body;
    const moved = (name: string) => sample(after, name, { cache: 'tenant-churches' }) - sample(before, name, { cache: 'tenant-churches' });
    expect(moved('church_cache_hits_total')).toBeGreaterThan(0);
    expect(moved('church_cache_misses_total')).toBeGreaterThan(0);
    expect(moved('church_cache_evictions_total')).toBeGreaterThan(0);
    expect(sample(after, 'church_cache_bytes', { cache: 'tenant-churches' })).toBeLessThanOrEqual(TENANT_BYTES);
    const { churches } = app.tenantCache.stats();
    expect(churches.entries).toBeGreaterThan(0);
    expect(await app.tenantCache.find('code', 'grace')).not.toBeNull();
    expect(app.tenantCache.stats().churches.hits).toBe(churches.hits + 1);
    for (const cache of ['public-answers', 'tenant-names']) expect(after).toContain(`church_cache_entries{cache="${cache}"}`);
  });

  it('counts the repeating jobs’ runs and failures by name', async () => {
    const { app } = testApp();
    const runs = app.metrics.jobRuns('test-job');
    await runs.run(async () => 'done');
    await expect(runs.run(async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const text = (await scrape()).body;
    expect(sample(text, 'church_job_runs_total', { job: 'test-job' })).toBe(2);
    expect(sample(text, 'church_job_failures_total', { job: 'test-job' })).toBe(1);
  });

  it('lets a module register its own counter and gauge', async () => {
    const { app } = testApp();
    const connections = app.metrics.gauge({ name: 'test_connections', help: 'Open test connections' });
    const messages = app.metrics.counter({ name: 'test_messages_total', help: 'Test messages', labelNames: ['kind'] });
    connections.inc();
    connections.inc();
    connections.dec();
    messages.inc({ kind: 'text' }, 3);
    expect(app.metrics.counter({ name: 'test_messages_total', help: 'Test messages', labelNames: ['kind'] })).toBe(messages);
    const text = (await scrape()).body;
    expect(text).toContain('church_test_connections 1');
    expect(sample(text, 'church_test_messages_total', { kind: 'text' })).toBe(3);
    expect(() => app.metrics.counter({ name: 'Bad-Name', help: 'refused' })).toThrow();
  });

  it('refuses a scrape without the token, or with another, alike on every host', async () => {
    for (const host of [GRACE_HOST, 'esperanca.localhost:3000', 'unknown.example']) {
      const missing = await scrape(host, '');
      const wrong = await scrape(host, `Bearer ${TOKEN}x`);
      expect([missing.statusCode, wrong.statusCode]).toEqual([401, 401]);
      expect(missing.body).not.toContain('church_');
      expect(missing.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    expect((await scrape('esperanca.localhost:3000')).statusCode).toBe(200);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  const unconfigured = setupTestApp();

  it('is not served at all', async () => {
    const answer = await unconfigured().app.inject({ method: 'GET', url: '/metrics', headers: { host: GRACE_HOST, authorization: 'Bearer anything-at-all-0123456789' } });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('church_');
  });
});
