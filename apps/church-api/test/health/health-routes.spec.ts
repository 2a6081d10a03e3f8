import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { setupTestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

const testApp = setupTestApp();

describe('health', () => {
  it('reports the process up and the database ready', async () => {
    const { app } = testApp();
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  describe('before migrations', () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    it('is not ready', async () => {
      const database = await createTestDatabase({ migrate: false });
      const app = await buildApp({ config: { ...loadConfig({}), webDist: null }, database: database.handle });
      cleanups.push(async () => {
        await app.close();
        await database.dispose();
      });
      const response = await app.inject('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    });
  });
});
