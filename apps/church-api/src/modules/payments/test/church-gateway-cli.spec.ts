import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openAppDatabase } from '../../../migration-sets';
import { rowsOf } from '../../../platform/db/rows';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const CLI = 'apps/church-api/src/modules/payments/cli/church-gateway.ts';
const KEY_1 = `k1:${'3c'.repeat(32)}`;
const KEY_2 = `k2:${'9d'.repeat(32)}`;
const SECRET_KEY = 'sk_test_51CliSecretKey0000000000000000';
const PUBLISHABLE_KEY = 'pk_test_51CliPublishableKey000000000000';
const WEBHOOK_SECRET = 'whsec_CliWebhookSecret0000000000000';
const MP_ACCESS_TOKEN = 'TEST-4321432143214321-112726-cliaccesstokencliaccesstoken00-987654321';
const MP_PUBLIC_KEY = 'TEST-0a2b4c6d-8e0f-4a1b-9c3d-clipublickey1';
const MP_WEBHOOK_SECRET = 'c1151c1151c1151c1151c1151c1151c1151c1151c1151c1151c1151c1151c115';
/** Each run compiles the command with tsx and opens the database: seconds on a busy machine, never minutes. */
const RUN_TIMEOUT_MS = 120_000;

interface Run {
  code: number | null;
  out: string;
}

const onPostgres = process.env.API_TEST_DRIVER === 'postgres';
let folder: string;
let postgres: TestDatabase | undefined;

/** Where the command finds the database: the test's PostgreSQL database, or an embedded one on disk (as npm start's). */
const target = (): NodeJS.ProcessEnv => (postgres?.url ? { DATABASE_URL: postgres.url } : { PGLITE_DIR: join(folder, 'pglite') });

/** Runs the command as npm run church:gateway does (node with tsx, from the repository's root), with only the environment given. */
function run(args: string[], env: NodeJS.ProcessEnv = { PAYMENT_SECRETS_KEYS: KEY_1 }, viaNpm = false): Promise<Run> {
  return new Promise((done, fail) => {
    const command = viaNpm ? 'npm' : process.execPath;
    const argv = viaNpm ? ['run', '--silent', 'church:gateway', '--', ...args] : ['--import', 'tsx', CLI, ...args];
    const child = spawn(command, argv, { cwd: root, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...target(), ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
  });
}

/** The stored rows, read after the command has closed the database. */
async function storedRows(): Promise<{ igreja_id: number; provedor: string; chave_publica: string; chave_cifra: string; credenciais: string; metodos: string | null }[]> {
  const handle = postgres ? postgres.handle : openAppDatabase({ kind: 'pglite', dataDir: join(folder, 'pglite') });
  try {
    return rowsOf(
      await handle.db.execute(
        sql`select p.*, (select string_agg(m.metodo, ',' order by m.metodo) from igreja_metodo_provedor m where m.igreja_id = p.igreja_id and m.provedor = p.provedor) as metodos
            from igreja_provedor_pagamento p order by p.igreja_id`,
      ),
    );
  } finally {
    if (!postgres) await handle.close();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'church-gateway-cli-'));
  if (onPostgres) {
    postgres = await createTestDatabase();
    return;
  }
  // The run's seeded template, unpacked into a folder as npm start's .data/pglite would be.
  const templates = inject('templateDatabases');
  const database = new PGlite(join(folder, 'pglite'), { loadDataDir: new Blob([await readFile(templates?.seeded ?? '')], { type: 'application/x-tar' }) });
  await database.close();
}, RUN_TIMEOUT_MS);
afterAll(async () => {
  await postgres?.dispose();
  await rm(folder, { recursive: true, force: true });
});

describe('npm run church:gateway', () => {
  it("sets a church's Stripe account without SQL and shows it with its secrets masked; nothing it prints or stores shows a secret", async () => {
    await writeFile(join(folder, 'webhook-secret'), `${WEBHOOK_SECRET}\n`);
    const set = await run(
      ['--church', 'grace', '--provider', 'stripe', '--methods', 'card,pix', '--secret-key', SECRET_KEY, '--publishable-key', PUBLISHABLE_KEY, '--webhook-secret', `@${join(folder, 'webhook-secret')}`],
      { PAYMENT_SECRETS_KEYS: KEY_1 },
      true,
    );
    expect(set.code, set.out).toBe(0);
    expect(set.out).toContain('Stripe configured at grace.');
    const shown = await run(['--church', 'grace', '--show']);
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toMatch(/card \(CARTAO_CREDITO\)\s+stripe/);
    expect(shown.out).toMatch(/pix \(PIX\)\s+stripe/);
    expect(shown.out).toMatch(/boleto \(BOLETO\)\s+sandbox/);
    expect(shown.out).toContain(PUBLISHABLE_KEY);
    expect(shown.out).toContain(`sk_test_…${SECRET_KEY.slice(-4)}`);
    expect(shown.out).toContain('whsec_…');
    expect(shown.out).toContain("sealed with key 'k1'");
    expect(shown.out).toContain('/api/v1/pagamento/webhook/stripe/grace');
    for (const output of [set.out, shown.out]) {
      expect(output).not.toContain(SECRET_KEY);
      expect(output).not.toContain(WEBHOOK_SECRET);
      expect(output).not.toContain('3c'.repeat(16));
    }
    const [row] = await storedRows();
    expect(row).toMatchObject({ provedor: 'stripe', chave_publica: PUBLISHABLE_KEY, chave_cifra: 'k1', metodos: 'CARTAO_CREDITO,PIX' });
    expect(row?.credenciais).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(SECRET_KEY);
    expect(JSON.stringify(row)).not.toContain(WEBHOOK_SECRET);
  }, 4 * RUN_TIMEOUT_MS);

  it('refuses what it cannot do, saying why, and changes nothing: no key, an unknown church, method or provider, malformed or mixed keys', async () => {
    const before = await storedRows();
    const stripeArgs = (church: string, extra: string[] = []) => ['--church', church, '--provider', 'stripe', '--methods', 'card', '--secret-key', SECRET_KEY, '--publishable-key', PUBLISHABLE_KEY, '--webhook-secret', WEBHOOK_SECRET, ...extra];
    const cases: { args: string[]; env?: NodeJS.ProcessEnv; code: number; says: RegExp }[] = [
      { args: stripeArgs('vida'), env: {}, code: 1, says: /PAYMENT_SECRETS_KEYS is not set/ },
      { args: stripeArgs('vida'), env: { PAYMENT_SECRETS_KEYS: 'k1:short' }, code: 1, says: /must be 32 bytes/ },
      { args: stripeArgs('nowhere'), code: 1, says: /No church has the code 'nowhere'/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--methods', 'card,cheque'], code: 2, says: /Unknown method 'cheque'/ },
      { args: ['--church', 'vida', '--provider', 'paypal', '--methods', 'card'], code: 1, says: /Unknown provider 'paypal'/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--methods', 'wallet', '--secret-key', SECRET_KEY, '--publishable-key', PUBLISHABLE_KEY, '--webhook-secret', WEBHOOK_SECRET], code: 1, says: /does not take CARTEIRA_DIGITAL/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--methods', 'card', '--secret-key', 'pk_test_notASecretKeyAtAll0000', '--publishable-key', PUBLISHABLE_KEY, '--webhook-secret', WEBHOOK_SECRET], code: 1, says: /--secret-key is not a Stripe secret key/ },
      { args: stripeArgs('vida', ['--publishable-key', 'pk_live_51LiveKey0000000000000']), code: 1, says: /must all be test keys or all live keys/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--secret-key', SECRET_KEY, '--publishable-key', PUBLISHABLE_KEY, '--webhook-secret', WEBHOOK_SECRET], code: 1, says: /Say which methods Stripe takes/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--methods', 'card'], code: 1, says: /needs its secret key/ },
      { args: ['--church', 'vida'], code: 2, says: /Say one thing to do/ },
      { args: ['--provider', 'sandbox'], code: 2, says: /Name the church/ },
      { args: ['--church', 'vida', '--provider', 'stripe', '--colour', 'blue'], code: 2, says: /Unknown option '--colour'/ },
    ];
    for (const { args, env, code, says } of cases) {
      const refused = await run(args, env);
      expect(refused.code, `${args.join(' ')}: ${refused.out}`).toBe(code);
      expect(refused.out).toMatch(says);
      expect(refused.out).not.toContain('notASecretKeyAtAll');
      expect(refused.out).not.toContain(WEBHOOK_SECRET);
    }
    expect(await storedRows()).toEqual(before);
  }, 14 * RUN_TIMEOUT_MS);

  it("sets a church's Mercado Pago account for Pix and slips (never ACH), shows it masked with its notifications URL, and forgets it", async () => {
    const before = await storedRows();
    await writeFile(join(folder, 'mp-signature'), `${MP_WEBHOOK_SECRET}\n`);
    const mercadoPago = (extra: string[]) => ['--church', 'esperanca', '--provider', 'mercadopago', '--access-token', MP_ACCESS_TOKEN, '--public-key', MP_PUBLIC_KEY, '--webhook-secret', `@${join(folder, 'mp-signature')}`, ...extra];
    for (const [args, says] of [
      [mercadoPago(['--methods', 'pix,ach']), /Mercado Pago does not take ACH here; it takes CARTAO_CREDITO, PIX, BOLETO/],
      [mercadoPago(['--methods', 'pix', '--public-key', 'APP_USR-0a2b4c6d-8e0f-4a1b-9c3d-liveliveliv1']), /must all be test keys or all live keys/],
      [mercadoPago(['--methods', 'pix', '--access-token', 'sk_test_notAMercadoPagoToken000']), /--access-token is not a Mercado Pago access token/],
    ] as const) {
      const refused = await run([...args]);
      expect(refused.code, refused.out).toBe(1);
      expect(refused.out).toMatch(says);
      expect(refused.out).not.toContain(MP_WEBHOOK_SECRET);
    }
    expect(await storedRows()).toEqual(before);

    const set = await run(mercadoPago(['--methods', 'pix,boleto']), { PAYMENT_SECRETS_KEYS: KEY_1 }, true);
    expect(set.code, set.out).toBe(0);
    expect(set.out).toContain('Mercado Pago configured at esperanca.');
    expect(set.out).toMatch(/pix \(PIX\)\s+mercadopago/);
    expect(set.out).toMatch(/boleto \(BOLETO\)\s+mercadopago/);
    expect(set.out).toMatch(/card \(CARTAO_CREDITO\)\s+sandbox/);
    expect(set.out).toContain(MP_PUBLIC_KEY);
    expect(set.out).toContain(`TEST-…${MP_ACCESS_TOKEN.slice(-4)}`);
    expect(set.out).toContain('/api/v1/pagamento/webhook/mercadopago/esperanca');
    expect(set.out).not.toContain(MP_ACCESS_TOKEN);
    expect(set.out).not.toContain(MP_WEBHOOK_SECRET);
    const row = (await storedRows()).find((stored) => stored.provedor === 'mercadopago');
    expect(row).toMatchObject({ chave_publica: MP_PUBLIC_KEY, chave_cifra: 'k1', metodos: 'BOLETO,PIX' });
    expect(JSON.stringify(row)).not.toContain(MP_ACCESS_TOKEN);

    const removed = await run(['--church', 'esperanca', '--provider', 'mercadopago', '--remove']);
    expect(removed.code, removed.out).toBe(0);
    expect(await storedRows()).toEqual(before);
  }, 6 * RUN_TIMEOUT_MS);

  it('gives methods back to the sandbox, re-encrypts every church under a new first key, and reads them with that key alone', async () => {
    const back = await run(['--church', 'grace', '--provider', 'sandbox', '--methods', 'pix']);
    expect(back.code, back.out).toBe(0);
    expect(back.out).toMatch(/pix now paid through the sandbox at grace/);
    expect(back.out).toMatch(/pix \(PIX\)\s+sandbox/);
    expect((await storedRows())[0]).toMatchObject({ metodos: 'CARTAO_CREDITO', chave_cifra: 'k1' });
    const sealedBefore = (await storedRows())[0]?.credenciais;

    const reencrypted = await run(['--reencrypt'], { PAYMENT_SECRETS_KEYS: `${KEY_2},${KEY_1}` });
    expect(reencrypted.code, reencrypted.out).toBe(0);
    expect(reencrypted.out).toContain("Re-encrypted under 'k2': 1 rewritten, 0 already under it.");
    const [row] = await storedRows();
    expect(row?.chave_cifra).toBe('k2');
    expect(row?.credenciais).not.toBe(sealedBefore);

    const withNewKeyOnly = await run(['--church', 'grace', '--show'], { PAYMENT_SECRETS_KEYS: KEY_2 });
    expect(withNewKeyOnly.out).toContain(`sk_test_…${SECRET_KEY.slice(-4)}`);
    const withOldKeyOnly = await run(['--church', 'grace', '--show'], { PAYMENT_SECRETS_KEYS: KEY_1 });
    expect(withOldKeyOnly.code).toBe(0);
    expect(withOldKeyOnly.out).toContain('cannot be opened here');
    const stillOld = await run(['--reencrypt'], { PAYMENT_SECRETS_KEYS: KEY_1 });
    expect(stillOld.code).toBe(1);
    expect(stillOld.out).toMatch(/not readable, left as it is/);

    const removed = await run(['--church', 'grace', '--provider', 'stripe', '--remove']);
    expect(removed.code, removed.out).toBe(0);
    expect(await storedRows()).toEqual([]);
  }, 8 * RUN_TIMEOUT_MS);

  it('makes a new key for PAYMENT_SECRETS_KEYS', async () => {
    const made = await run(['--new-key', '--key-id', 'k2030'], {});
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^PAYMENT_SECRETS_KEYS=k2030:[0-9a-f]{64}$/m);
  }, RUN_TIMEOUT_MS);

  it.skipIf(onPostgres)('refuses an embedded database another process has open (a running server)', async () => {
    const open = new PGlite(join(folder, 'pglite'));
    await open.query('select 1');
    try {
      const refused = await run(['--church', 'grace', '--show']);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/is open in another process: stop the server/);
    } finally {
      await open.close();
    }
    expect((await run(['--church', 'grace', '--show'])).code).toBe(0);
  }, 3 * RUN_TIMEOUT_MS);
});
