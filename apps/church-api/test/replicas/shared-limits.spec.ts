import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { RATE_LIMITS, SLOWDOWNS } from '../../src/platform/rate-limits/rate-limiter';
import { REQUESTS_PER_MEMBER } from '../../src/modules/prayer/prayer-handlers';
import { multipartForm } from '../../src/modules/prayer/test/prayer-helpers';
import { call, churchId, freshAddress, newMember } from '../helpers/account-helpers';
import { solvedCaptcha } from '../helpers/captcha';
import { describeOnPostgres, setupReplicaPair } from './replica-apps';

/**
 * Issue 31: the limits and throttling counters are rows in the shared database (tentativa_acesso), and
 * the spent captchas too (captcha_usado), so a visitor who spreads attempts over replicas is counted
 * once. (There is no Redis variant: REDIS_URL is the chat's alone. The sign-in limit split over two
 * replicas: two-replicas.spec.ts.) In each test the replica that refuses has itself taken fewer
 * attempts than the limit allows: only the other replica's attempts, counted with its own, make it refuse.
 */
describeOnPostgres('limits and throttling shared by two replicas on one PostgreSQL database', () => {
  const replicas = setupReplicaPair();
  const first = () => replicas().first.app;
  const second = () => replicas().second.app;

  function expectRateLimited(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it(`reset e-mails to one recipient (${RATE_LIMITS.mailPerEmail.max} an hour, whoever asks): 2 asked on one replica and 1 on the other are sent, the other's second is refused`, async () => {
    const email = 'member@vida.example';
    const ask = (app: FastifyInstance) => call(app, { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email, igreja: 'vida' } });
    expect(RATE_LIMITS.mailPerEmail.max).toBe(3);
    for (const app of [first(), first(), second()]) expect((await ask(app)).statusCode).toBe(204);
    // The second replica has taken 2 of the 3.
    expectRateLimited(await ask(second()));
    expectRateLimited(await ask(first()));
  });

  it(`a member's prayer requests (${REQUESTS_PER_MEMBER.max} an hour): ${REQUESTS_PER_MEMBER.max - 1} filed through one replica and 1 through the other are stored, the other's second is refused`, async () => {
    const member = await newMember(first(), 'grace');
    const fields = { idIgreja: String(await churchId(first(), 'grace')), nome: 'Jordan', mensagem: 'Please pray for our Sunday.', flagPublicarMural: 'false' };
    const file = (app: FastifyInstance) => {
      const form = multipartForm(fields);
      return call(app, { method: 'POST', url: '/api/v1/oracao/', token: member.token, payload: form.payload, headers: form.headers });
    };
    for (let n = 0; n < REQUESTS_PER_MEMBER.max - 1; n += 1) expect((await file(first())).statusCode).toBe(201);
    expect((await file(second())).statusCode).toBe(201);
    // The second replica has taken 2 of the 10.
    expectRateLimited(await file(second()));
    expect((await call(first(), { url: `/api/v1/user/oracao?igreja=${fields.idIgreja}&limit=50`, token: member.token })).json().total).toBe(REQUESTS_PER_MEMBER.max);
  });

  it(`e-mail lookups that find nobody (${SLOWDOWNS.lookupMissesPerAddress.free} free per address, then waits): 60 on one replica and 41 on the other make the first make the address wait, though it took fewer than the free ones`, async () => {
    const { free } = SLOWDOWNS.lookupMissesPerAddress;
    const address = freshAddress();
    let misses = 0;
    const miss = (app: FastifyInstance) => call(app, { url: `/api/v1/user/?email=nobody-${(misses += 1)}@example.org`, remoteAddress: address });
    for (let n = 0; n < 60; n += 1) expect((await miss(first())).statusCode).toBe(200);
    for (let n = 0; n < free - 60 + 1; n += 1) expect((await miss(second())).statusCode).toBe(200);
    // The 101st miss made the address wait 1 s, the next one after it 2 s, and so on: however slowly
    // the requests go, the first replica refuses within a few of its own, far fewer than the free 100.
    let ownAttempts = 60;
    let answer;
    do {
      ownAttempts += 1;
      answer = await miss(first());
    } while (answer.statusCode === 200 && ownAttempts < 70);
    expectRateLimited(answer);
    expect(ownAttempts).toBeLessThan(free);
  });

  it('a captcha spent on one replica is refused on the other', async () => {
    const captcha = await solvedCaptcha(first());
    const ask = (app: FastifyInstance) => call(app, { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: 'nobody-at-all@example.org', igreja: 'vida', captcha } });
    expect((await ask(first())).statusCode).toBe(204);
    const replayed = await ask(second());
    expect(replayed.statusCode, replayed.body).toBe(400);
    expect(replayed.json()).toMatchObject({ code: 'CAPTCHA_INVALIDO' });
  });
});
