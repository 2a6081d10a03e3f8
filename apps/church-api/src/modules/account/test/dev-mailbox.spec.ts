import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { platformSettingsFrom } from '../../../platform/platform-settings';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { call, churchId, HOSTS, registrationForm } from '../../../../test/helpers/account-helpers';

/** Apps on one database with different settings: who may read the development mailbox. */
let database: TestDatabase;
const apps: FastifyInstance[] = [];

async function appWith(env: Record<string, string>, logger?: { write: (line: string) => void }): Promise<FastifyInstance> {
  const config = { ...loadConfig(env), webDist: null };
  const app = await buildApp({
    config,
    database: { ...database.handle, close: async () => undefined },
    logger: logger ? { level: 'info', stream: logger } : false,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  // The first app of a process loads every module and the contract: paid here, within the hook's
  // time, not within the first test's (which then measured the machine's load, not the mailbox).
  const warm = await appWith({});
  apps.splice(0);
  await warm.close();
}, 120_000);

// Each test's apps close after it, so that no other app's outbox worker takes the next test's mail.
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

afterAll(async () => {
  await database?.dispose();
});

async function register(app: FastifyInstance) {
  const form = registrationForm();
  const igreja = await churchId(app, 'grace');
  const response = await call(app, { method: 'POST', url: `/api/v1/igreja/${igreja}/usuario/`, payload: form, headers: { host: HOSTS.grace } });
  expect(response.statusCode).toBe(201);
  return form.email;
}

describe('the development mailbox', () => {
  // NODE_ENV=production as npm start runs the demo: a local APP_DOMAIN and loopback peers guard it, not the mode.
  it('lists the messages, newest first, with their links, to a client on this machine when asked for', async () => {
    const app = await appWith({ MAILBOX_ENABLED: 'true', NODE_ENV: 'production' });
    const email = await register(app);
    const page = await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Activate your account — Grace Community Church');
    expect(page.body).toMatch(/<a href="http:\/\/grace\.localhost:3000\/access\?verifyToken=[\w-]+">/);
    const json = (await app.inject({ url: `/dev/mailbox.json?to=${email}`, remoteAddress: '::1' })).json();
    expect(json.messages).toHaveLength(1);
    expect(json.messages[0].links[0]).toMatch(/^http:\/\/grace\.localhost:3000\/access\?verifyToken=/);
    const all = (await app.inject({ url: '/dev/mailbox.json', remoteAddress: '::ffff:127.0.0.1' })).json().messages as { id: number }[];
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((x, y) => y - x));
  });

  it('is 404 to a client on another machine, whatever it forwards', async () => {
    const app = await appWith({ MAILBOX_ENABLED: 'true', TRUST_PROXY: '1' });
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const remote = await app.inject({ url, remoteAddress: '203.0.113.7', headers: { host: HOSTS.grace } });
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('verifyToken');
      const forwarded = await app.inject({ url, remoteAddress: '203.0.113.7', headers: { host: HOSTS.grace, 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.statusCode).toBe(404);
    }
  });

  it.each([
    ['not asked for', {}],
    ['when mail goes through SMTP', { MAILBOX_ENABLED: 'true', SMTP_URL: 'smtp://127.0.0.1:1' }],
    ['under a public APP_DOMAIN', { MAILBOX_ENABLED: 'true', APP_DOMAIN: 'churches.example' }],
  ])('is 404 %s', async (_case, env) => {
    expect(platformSettingsFrom(env, loadConfig(env)).mailboxEnabled).toBe(false);
    const app = await appWith(env);
    expect((await app.inject({ url: '/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/dev/mailbox.json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('without SMTP and without the mailbox, writes mail to the log with its links cut to their paths', async () => {
    const lines: string[] = [];
    const app = await appWith({}, { write: (line) => void lines.push(line) });
    await register(app);
    // The outbox worker runs every 5 s.
    await vi.waitFor(() => expect(lines.some((line) => line.includes('e-mail not sent'))).toBe(true), { timeout: 20_000, interval: 200 });
    const logged = lines.filter((line) => line.includes('e-mail not sent')).join('\n');
    expect(logged).toContain('/access');
    expect(logged).not.toContain('verifyToken');
    expect(logged).not.toContain('http://');
  });
});
