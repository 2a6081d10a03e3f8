import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, login, me } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();

// PGlite runs one transaction at a time, so two refreshes can never overlap there and the test would
// prove nothing: it runs on PostgreSQL only (TEST_DATABASE_URL).
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('refreshes of one token at once (PostgreSQL)', () => {
  it('all get the same new pair: a race of two tabs is never taken for a replay', async () => {
    const app = testApp().app;
    for (let round = 0; round < 10; round += 1) {
      const pair = await login(app, 'member@esperanca.example');
      const refresh = () => call(app, { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: pair.refreshToken } });
      const results = await Promise.all([refresh(), refresh(), refresh()]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const pairs = results.map((r) => r.json() as { token: string; refreshToken: string });
      expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
      expect(new Set(pairs.map((p) => p.token)).size).toBe(1);
      // The shared pair works, once.
      const next = await call(app, { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: pairs[0]?.refreshToken } });
      expect(next.statusCode).toBe(200);
      expect((await me(app, next.json().token)).email).toBe('member@esperanca.example');
    }
  });
});
