import { defineConfig } from 'vitest/config';

// The API suite runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

/**
 * The app's own tests (test/) and each server module's, in its folder (src/modules/<module>/test/).
 * API_TEST_SCOPE picks one part: `app`, or a module's name (each Nx project's test target sets it).
 */
function testFiles(scope: string | undefined): string[] {
  if (scope === 'app') return ['test/**/*.spec.ts'];
  if (scope) return [`src/modules/${scope}/test/**/*.spec.ts`];
  return ['test/**/*.spec.ts', 'src/modules/*/test/**/*.spec.ts'];
}

export default defineConfig({
  // The modules import the platform and each other's faces by their tsconfig paths (@church/api-*).
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: testFiles(process.env.API_TEST_SCOPE),
    // The files of a worker share its loaded modules: re-importing the server for each of ~110 files cost
    // about 200 s of a 2-core CI run. Tests keep no state in modules: each builds its own app on its own database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: drivers.map((driver) => ({
      extends: true,
      // Each project migrates and seeds its driver's template databases once; every test database is a copy.
      test: { name: `api-${driver}`, env: { API_TEST_DRIVER: driver }, globalSetup: ['test/helpers/template-database.ts'] },
    })),
  },
});
