import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { rowsOf } from '../../../platform/db/rows';
import { type MailTransport, SmtpTransport } from '../../../platform/mail/mail-transport';
import { backoffSeconds, MailOutbox, MAX_ATTEMPTS } from '../../../platform/mail/outbox';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { call, churchId, HOSTS, registrationForm } from '../../../../test/helpers/account-helpers';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  database = await createTestDatabase();
  app = await buildApp({
    config: { ...loadConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'no-reply@church-web.test' }), webDist: null },
    // The database outlives this app: the tests below close it to stop its outbox worker.
    database: { ...database.handle, close: async () => undefined },
    validateResponses: true,
  });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close().catch(() => undefined);
  await database?.dispose();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outbox with SMTP_URL set', () => {
  it('delivers the activation e-mail through a real SMTP server, from the church, with its link', async () => {
    const form = registrationForm();
    const igreja = await churchId(app, 'esperanca');
    const response = await call(app, { method: 'POST', url: `/api/v1/igreja/${igreja}/usuario/`, payload: form, headers: { host: HOSTS.esperanca } });
    expect(response.statusCode).toBe(201);
    const mail = await waitFor(() => received.find((m) => m.to.includes(form.email)));
    expect(mail.from).toBe('no-reply@church-web.test');
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?Q\?Igreja_Esperan=C3=A7a\?= <no-reply@church-web\.test>/m);
    expect(mail.raw).toContain('esperanca.localhost:3000/access?verifyToken=');
    // The worker marks the row sent once the SMTP server has answered the whole transaction, a moment
    // after the message arrived there.
    await vi.waitFor(
      async () => {
        const [row] = rowsOf<{ status: string; tentativas: number }>(
          await database.handle.db.execute(sql`select status, tentativas from email_saida where destinatario = ${form.email}`),
        );
        expect(row).toEqual({ status: 'ENVIADO', tentativas: 1 });
      },
      { timeout: 15_000, interval: 100 },
    );
  });

  it('retries a failed delivery later with backoff, then sends it', async () => {
    // Stop the app's outbox worker: from here on only the test delivers.
    await app.close();
    const outbox = new MailOutbox(database.handle.db, 'no-reply@church-web.test');
    const id = await outbox.enqueue({ igrejaId: null, fromName: 'Grace Community Church', to: 'retry@example.org', subject: 'Retry', text: 'Hello', html: '<p>Hello</p>' });
    const broken: MailTransport = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => undefined,
    };
    await outbox.deliverDue(broken, 1000);
    const failed = rowsOf<{ status: string; tentativas: number; ultimo_erro: string; wait: number }>(
      await database.handle.db.execute(
        sql`select status, tentativas, ultimo_erro, extract(epoch from proxima_tentativa - now())::float8 as wait from email_saida where id = ${id}`,
      ),
    )[0];
    expect(failed).toMatchObject({ status: 'PENDENTE', tentativas: 1, ultimo_erro: 'connection refused' });
    expect(failed?.wait).toBeGreaterThan(20);
    expect(failed?.wait).toBeLessThanOrEqual(backoffSeconds(1));
    expect(backoffSeconds(1)).toBe(30);
    expect(backoffSeconds(3)).toBe(120);
    expect(backoffSeconds(20)).toBe(3600);

    // Due again: delivered through SMTP.
    await database.handle.db.execute(sql`update email_saida set proxima_tentativa = now() where id = ${id}`);
    const transport = new SmtpTransport(smtpUrl);
    expect(await outbox.deliverDue(transport, 1000)).toBeGreaterThanOrEqual(1);
    transport.close();
    await waitFor(() => received.find((m) => m.to.includes('retry@example.org')));
    const [sent] = rowsOf<{ status: string }>(await database.handle.db.execute(sql`select status from email_saida where id = ${id}`));
    expect(sent?.status).toBe('ENVIADO');
  });

  it('gives up after the last attempt (FALHA)', async () => {
    const outbox = new MailOutbox(database.handle.db, 'no-reply@church-web.test');
    const id = await outbox.enqueue({ igrejaId: null, fromName: 'Grace Community Church', to: 'gone@example.org', subject: 'Gone', text: 'Hi', html: '<p>Hi</p>' });
    await database.handle.db.execute(sql`update email_saida set tentativas = ${MAX_ATTEMPTS - 1} where id = ${id}`);
    const broken: MailTransport = {
      send: async () => {
        throw new Error('mailbox unavailable');
      },
      close: () => undefined,
    };
    await outbox.deliverDue(broken, 1000);
    const [row] = rowsOf<{ status: string; tentativas: number }>(await database.handle.db.execute(sql`select status, tentativas from email_saida where id = ${id}`));
    expect(row).toEqual({ status: 'FALHA', tentativas: MAX_ATTEMPTS });
  });

  it('never sends one message twice when two workers run at once (FOR UPDATE SKIP LOCKED)', async () => {
    // On PGlite the two runs are serialised; on PostgreSQL (TEST_DATABASE_URL) they overlap for real.
    const outbox = new MailOutbox(database.handle.db, 'no-reply@church-web.test');
    const sends: string[] = [];
    const counting: MailTransport = {
      send: async (mail) => {
        sends.push(mail.to);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
      close: () => undefined,
    };
    // Park anything else that is due, so only these ten are claimable here.
    await database.handle.db.execute(sql`update email_saida set proxima_tentativa = now() + interval '1 day' where status = 'PENDENTE'`);
    for (let n = 0; n < 10; n += 1) {
      await outbox.enqueue({ igrejaId: null, fromName: 'Iglesia Vida', to: `parallel${n}@example.org`, subject: 'Hola', text: 'Hola', html: '<p>Hola</p>' });
    }
    const [a, b] = await Promise.all([outbox.deliverDue(counting, 10), outbox.deliverDue(counting, 10)]);
    const ours = sends.filter((to) => to.startsWith('parallel'));
    expect(new Set(ours).size).toBe(ours.length);
    expect((a ?? 0) + (b ?? 0)).toBe(ours.length);
    expect(ours.length).toBe(10);
  });
});

