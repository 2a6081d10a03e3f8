import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { redactedUrl } from '../../src/platform/http/log-serializers';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  app = await buildApp({
    config: { ...loadConfig({}), webDist: null },
    database: database.handle,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('the request log', () => {
  it('never holds the tokens handed over in a URL', async () => {
    await app.inject({ url: '/user/account?token=eyJhbGciOiJIUzI1NiJ9.secret-access&refreshToken=secret-refresh&x=1', headers: { host: 'grace.localhost:3000' } });
    await app.inject({ url: '/access?verifyToken=secret-verify', headers: { host: 'grace.localhost:3000' } });
    await app.inject({ url: '/access?resetToken=secret-reset', headers: { host: 'grace.localhost:3000' } });
    const log = lines.join('\n');
    expect(log).toContain('"url":"/user/account?token=REDACTED&refreshToken=REDACTED&x=1"');
    for (const secret of ['secret-access', 'secret-refresh', 'secret-verify', 'secret-reset']) expect(log).not.toContain(secret);
  });

  it('leaves other URLs as they are', () => {
    expect(redactedUrl('/news?page=2')).toBe('/news?page=2');
    expect(redactedUrl('/news')).toBe('/news');
  });
});
