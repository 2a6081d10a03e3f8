import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../helpers/test-app';
import { call, login } from './account-helpers';

const testApp = setupTestApp();

// PGlite runs one transaction at a time, so two refreshes can never overlap there and the test would
// prove nothing: it runs on PostgreSQL only (TEST_DATABASE_URL).
describe.skipIf(process.env.API_TEST_DRIVER !== 'postgres')('two refreshes of one token at once (PostgreSQL)', () => {
  it('lets exactly one succeed, every time', async () => {
    const app = testApp().app;
    for (let round = 0; round < 10; round += 1) {
      const pair = await login(app, 'member@esperanca.example');
      const refresh = () => call(app, { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: pair.refreshToken } });
      const results = await Promise.all([refresh(), refresh(), refresh()]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 401, 401]);
      for (const loser of results.filter((r) => r.statusCode === 401)) expect(loser.json().code).toBe('AUTH_REFRESH_REUSED');
    }
  });
});
