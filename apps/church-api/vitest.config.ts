import { defineConfig } from 'vitest/config';

// The API suite runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: drivers.map((driver) => ({
      extends: true,
      test: { name: `api-${driver}`, env: { API_TEST_DRIVER: driver } },
    })),
  },
});
