import { defineConfig, devices } from '@playwright/test';

/** The server under test: the production build served by church-api on a fresh in-memory database. */
process.env.E2E_PORT ??= '4310';
const E2E_PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The JSON report lets `npm test` name the failed tests again in its last lines.
  reporter: [['list'], ['json', { outputFile: '../../dist/e2e/report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The demo custom host name of grace, resolved to this machine.
        '--host-resolver-rules=MAP www.gracechurch.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx apps/church-api/src/server.ts',
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      // As npm start and a church's server run it: React's production server renderer.
      NODE_ENV: 'production',
      PGLITE_DIR: 'memory',
      LOG_LEVEL: 'warn',
      PRINT_DEMO_URLS: 'false',
      ADMIN_URL: 'https://admin.church-web.example',
      // Short-lived access tokens, so that the suite exercises the silent refresh for real.
      ACCESS_TOKEN_TTL: '8',
      // The development mailbox, which the access tests read activation and reset links from.
      MAILBOX_ENABLED: 'true',
    },
  },
});
