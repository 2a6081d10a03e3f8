import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/platform/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
}

/**
 * Builds the app on a fresh database before the file's tests and closes both after them, configured
 * from `env` (read when it is built: the modules take their settings from it) and `overrides`.
 * Responses are checked against their OpenAPI schemas. Use the returned getter inside tests.
 */
export function setupTestApp(overrides: Partial<AppConfig> = {}, env: () => NodeJS.ProcessEnv = () => ({})): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    // The development mailbox is asked for: the tests read activation and reset links from it.
    // The captcha's proof of work is made as cheap as it goes: the tests solve one for each visitor's form.
    const config = { ...loadConfig({ MAILBOX_ENABLED: 'true', CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '8', ...env() }), webDist: null, ...overrides };
    const app = await buildApp({ config, database: database.handle, validateResponses: true });
    await app.ready();
    current = { app, database };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.database.dispose();
  });
  return () => {
    if (!current) throw new Error('The test app is not ready');
    return current;
  };
}

export const GRACE_HOST = 'grace.localhost:3000';
