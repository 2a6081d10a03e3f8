import { createHmac, randomUUID } from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { captchaUsado } from '../../src/platform/captcha/captcha-tables';
import { call, churchId, HOSTS, login, me, registrationForm } from '../helpers/account-helpers';
import { solve, solvedCaptcha } from '../helpers/captcha';
import { tableCounts } from '../helpers/table-counts';
import { setupTestApp } from '../helpers/test-app';
import { at, cardToken, eventDetail, eventIdByName, feeTotal, newKey, SLUGS, tickets } from '../../src/modules/events/test/event-helpers';
import { givingOptions, reasonNamed } from '../../src/modules/giving/test/giving-helpers';

const HMAC_KEY = 'a-test-key-of-at-least-thirty-two-bytes-for-the-captcha';
const testApp = setupTestApp({}, () => ({ CAPTCHA_HMAC_KEY: HMAC_KEY, PAYMENT_JOB_INTERVAL_MS: '0' }));

/** A challenge signed with `key` (the server's by default) and made at `now`, solved. */
async function solvedAt(now: Date, key = HMAC_KEY): Promise<string> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 3,
    deriveKey,
    expiresAt: new Date(now.getTime() + 600_000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: createHmac('sha256', key).update('derived-secret').digest('hex'),
  });
  return solve(challenge);
}

function visitor() {
  return { nome: 'Alex', sobrenome: 'Morgan', email: `captcha-${randomUUID().slice(0, 8)}@example.org` };
}

interface Form {
  name: string;
  /** A request that would succeed with a valid captcha (each call makes a new one). */
  request(): Promise<{ method: 'POST'; url: string; payload: Record<string, unknown>; headers: Record<string, string> }>;
  ok: number;
}

const forms: Form[] = [
  {
    name: "a visitor's tickets",
    ok: 201,
    async request() {
      const { app } = testApp();
      const event = await eventDetail(app, SLUGS.grace, await eventIdByName(app, 'Youth Summer Camp'));
      const camper = at(event.ingressos, 0);
      const shirt = at(event.perguntas, 0);
      return {
        method: 'POST',
        url: `/api/v1/evento/${event.id}/inscricao-visitante/`,
        headers: { host: HOSTS.grace, 'idempotency-key': newKey() },
        payload: {
          ingressos: tickets(camper.id, 1, [{ idPergunta: shirt.id, resposta: 'M' }]),
          totalEsperado: await feeTotal(app, event.id, camper.valor, 'CARTAO_CREDITO'),
          pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, event.igreja) } },
          visitante: visitor(),
        },
      };
    },
  },
  {
    name: "a visitor's gift",
    ok: 201,
    async request() {
      const { app } = testApp();
      const igreja = await churchId(app, 'grace');
      const offering = reasonNamed(await givingOptions(app, SLUGS.grace), 'Offering');
      return {
        method: 'POST',
        url: '/api/v1/pagamento/',
        headers: { host: HOSTS.grace, 'idempotency-key': newKey() },
        payload: { igreja, motivos: [{ idMotivo: offering.id, valor: 2500 }], totalEsperado: 2500, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, igreja) } }, doador: visitor() },
      };
    },
  },
  {
    name: 'registration',
    ok: 201,
    async request() {
      return { method: 'POST', url: `/api/v1/igreja/${await churchId(testApp().app, 'esperanca')}/usuario/`, headers: {}, payload: registrationForm() };
    },
  },
  {
    name: 'a password reset',
    ok: 204,
    async request() {
      return { method: 'POST', url: '/api/v1/security/recuperar-senha', headers: {}, payload: { email: 'member@esperanca.example', igreja: 'esperanca' } };
    },
  },
];

function form(index: number): Form {
  const found = forms[index];
  if (!found) throw new Error(`No form ${index}`);
  return found;
}

function expectInvalidCaptcha(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, what = '') {
  expect(response.statusCode, what).toBe(400);
  expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  expect(response.json()).toMatchObject({ code: 'CAPTCHA_INVALIDO', errors: [{ field: 'body.captcha', message: 'Invalid captcha.' }] });
}

describe('the captcha of the forms strangers send (ALTCHA)', () => {
  it('gives a signed PBKDF2 challenge valid 10 minutes, never cached', async () => {
    const response = await testApp().app.inject({ url: '/api/v1/captcha/desafio', headers: { host: HOSTS.grace } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    const { parameters, signature } = response.json();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590);
    expect(parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  describe.each(forms.map((form) => [form.name, form] as const))('%s', (_name, form) => {
    it('is taken with a solved captcha, and the same captcha again is refused', async () => {
      const { app } = testApp();
      const captcha = await solvedCaptcha(app);
      const first = await form.request();
      const taken = await call(app, { ...first, payload: { ...first.payload, captcha } });
      expect(taken.statusCode, taken.body).toBe(form.ok);
      const again = await form.request();
      expectInvalidCaptcha(await call(app, { ...again, payload: { ...again.payload, captcha } }));
    });

    it('refuses a missing, malformed, wrongly solved, forged or expired captcha, and changes nothing', async () => {
      const { app, database } = testApp();
      // The derived key is the proof (the challenge carries its signature): one digit off.
      const wrong = JSON.parse(Buffer.from(await solvedCaptcha(app), 'base64').toString()) as { solution: { derivedKey: string } };
      wrong.solution.derivedKey = wrong.solution.derivedKey.replace(/^./, (first) => (first === '0' ? '1' : '0'));
      const cases = [
        ['missing', undefined],
        ['malformed', 'bm90IGpzb24='],
        ['wrongly solved', Buffer.from(JSON.stringify(wrong)).toString('base64')],
        ['signed with another key', await solvedAt(new Date(), 'another-key-of-at-least-thirty-two-bytes-long')],
        ['expired', await solvedAt(new Date(Date.now() - 11 * 60_000))],
      ] as const;
      // The requests first (a card token is kept when it is made), then nothing more may be stored.
      const requests = await Promise.all(cases.map(() => form.request()));
      const before = await tableCounts(database.handle.db, ['tentativa_acesso']);
      for (const [index, [what, captcha]] of cases.entries()) {
        const request = requests[index] ?? (await form.request());
        expectInvalidCaptcha(await call(app, { ...request, payload: captcha === undefined ? request.payload : { ...request.payload, captcha }, captcha: false }), what);
      }
      expect(await tableCounts(database.handle.db, ['tentativa_acesso'])).toEqual(before);
    });
  });

  it('takes a challenge signed with the key within its 10 minutes', async () => {
    const { app } = testApp();
    const request = await form(3).request();
    const response = await call(app, { ...request, payload: { ...request.payload, captcha: await solvedAt(new Date(Date.now() - 9 * 60_000)) } });
    expect(response.statusCode).toBe(204);
  });

  it("lets a purchase retried with its Idempotency-Key show its captcha again, and no other purchase", async () => {
    const { app } = testApp();
    for (const form of forms.slice(0, 2)) {
      const captcha = await solvedCaptcha(app);
      const request = await form.request();
      const first = await call(app, { ...request, payload: { ...request.payload, captcha } });
      expect(first.statusCode).toBe(201);
      const retried = await call(app, { ...request, payload: { ...request.payload, captcha } });
      expect(retried.statusCode).toBe(201);
      expect(retried.json().pagamento.codigo).toBe(first.json().pagamento.codigo);
      // A retry with a new solution is the same attempt too.
      const renewed = await call(app, { ...request, payload: { ...request.payload, captcha: await solvedCaptcha(app) } });
      expect(renewed.json().pagamento.codigo).toBe(first.json().pagamento.codigo);
      expectInvalidCaptcha(await call(app, { ...request, headers: { ...request.headers, 'idempotency-key': newKey() }, payload: { ...request.payload, captcha } }));
    }
  });

  it('keeps a spent challenge until it expires, keyed by its nonce, with only a hash of the attempt', async () => {
    const { app, database } = testApp();
    const captcha = await solvedCaptcha(app);
    const request = await form(1).request();
    expect((await call(app, { ...request, payload: { ...request.payload, captcha } })).statusCode).toBe(201);
    const nonce = (JSON.parse(Buffer.from(captcha, 'base64').toString()) as { challenge: { parameters: { nonce: string } } }).challenge.parameters.nonce;
    const rows = await database.handle.db.select().from(captchaUsado);
    const row = rows.find((kept) => kept.nonce === nonce);
    expect(row?.expiraEm.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.tentativa).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tentativa).not.toContain(request.headers['idempotency-key']);
  });

  it('asks no captcha of a signed-in member giving or completing a registration', async () => {
    const { app } = testApp();
    const pair = await login(app, 'member@grace.example');
    await me(app, pair.token);
    const gift = await form(1).request();
    const { doador: _, ...asMember } = gift.payload;
    const given = await call(app, { ...gift, payload: asMember, token: pair.token, captcha: false });
    expect(given.statusCode, given.body).toBe(201);
    const vida = await churchId(app, 'vida');
    const joined = await call(app, { method: 'POST', url: `/api/v1/igreja/${vida}/usuario/`, payload: {}, token: pair.token, captcha: false });
    expect(joined.statusCode, joined.body).toBe(201);
  });
});
