import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_CACHE_BOUNDS, loadConfig } from '../src/platform/config';

describe('settings that would open the server to attack are refused', () => {
  it('TRUST_PROXY=true (trust every hop)', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/hop count|number of proxies/);
  });

  it('a TRUST_PROXY that is neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('accepts a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).trustProxy).toBe('10.0.0.2,10.0.1.0/24');
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('a JWT_SECRET shorter than 32 bytes', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).authentication.jwtSecret).toBe('x'.repeat(32));
  });

  it('the server exits at start with the reason, before touching the database', () => {
    const server = fileURLToPath(new URL('../src/server.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env: { ...process.env, TRUST_PROXY: 'true', PGLITE_DIR: 'memory', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The server will not start: TRUST_PROXY=true');
  });
});

describe('cache bounds and the metrics token', () => {
  it('bound each cache by default, and take a whole number of bytes from the environment', () => {
    expect(loadConfig({}).caches).toEqual(DEFAULT_CACHE_BOUNDS);
    expect(loadConfig({ TENANT_CACHE_MAX_BYTES: '1048576', RENDERED_PAGES_MAX_BYTES: '2048', PUBLIC_ANSWERS_MAX_BYTES: '4096' }).caches).toEqual({
      tenantBytes: 1_048_576,
      renderedPagesBytes: 2_048,
      publicAnswersBytes: 4_096,
    });
    for (const value of ['0', '-1', '64MB', '1.5']) expect(() => loadConfig({ RENDERED_PAGES_MAX_BYTES: value })).toThrow(ConfigError);
  });

  it('seed no network churches by default, and take a whole number up to 10,000 of them', () => {
    expect(loadConfig({}).demoNetworkChurches).toBe(0);
    expect(loadConfig({ DEMO_NETWORK_CHURCHES: '1000' }).demoNetworkChurches).toBe(1000);
    for (const value of ['-1', '1.5', 'many', '10001']) expect(() => loadConfig({ DEMO_NETWORK_CHURCHES: value })).toThrow(ConfigError);
  });

  it('render pages in one worker thread by default, in the server thread with 0, and in up to 16', () => {
    expect(loadConfig({}).renderWorkers).toBe(1);
    expect(loadConfig({ RENDER_WORKERS: '0' }).renderWorkers).toBe(0);
    expect(loadConfig({ RENDER_WORKERS: '4' }).renderWorkers).toBe(4);
    for (const value of ['-1', '1.5', 'two', '17']) expect(() => loadConfig({ RENDER_WORKERS: value })).toThrow(ConfigError);
  });

  it('serve no metrics without METRICS_TOKEN, and refuse a token short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scraper-token' }).metricsToken).toBe('a-long-enough-scraper-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
