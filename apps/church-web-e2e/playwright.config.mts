import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_ARGS } from '../../tools/scripts/server-command.mjs';

/** A port nothing listens on now, from the system (so that two runs on one machine do not meet). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The server under test: the production build served by church-api on a fresh in-memory database, on
 * E2E_PORT or a free port. Set here, in the runner, before the workers start: they inherit it.
 */
process.env.E2E_PORT ??= String(await freePort());
const E2E_PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: './src',
  outputDir: '../../dist/e2e/test-results',
  // After the webServer is ready: what the server builds once, built before the tests (see the file).
  globalSetup: './src/support/global-setup.ts',
  fullyParallel: false,
  // Two, on the project's 2-core machine as in CI (stated, not Playwright's default of half the cores):
  // one spec file each, beside the server.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // The whole suite on the project's 2-core machine (2026-11-28, nothing else running): 19 min, and a
  // test without a budget of its own took up to 30 s when it ran beside chat's (member-card: 14 s
  // alone; praise's axe scan of /live). 60 s is that at half the speed; every budget of its own is a multiple
  // of this one. The server's clocks a test waits out (a token's 8 s, the refresh grace's 10 s) are added
  // to that test's budget (support/sessions.ts), as the axe scans of whole Bible chapters are to theirs.
  timeout: 60_000,
  // One page load or answer: a few seconds at most there beside another worker's heavy test; 15 s is
  // several times that at half speed.
  expect: { timeout: 15_000 },
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
        // The partner site that frames grace's embeds (shell/embedding.spec.ts) is answered by the test
        // itself, which Chromium counts as a public site, and a public page may not reach this machine's
        // (Local Network Access); in life both sites are public.
        '--disable-features=LocalNetworkAccessChecks',
      ],
    },
  },
  webServer: {
    // Started as npm start starts it (tools/scripts/server-command.mjs).
    command: ['node', ...SERVER_ARGS].join(' '),
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    // Ready in 14 s with two busy loops beside it and tsx's compile cache empty (a fresh clone), on
    // 2026-11-27; 116 s beside other builds and test runs on 2026-11-28: 240 s leaves room for that.
    timeout: 240_000,
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
      // A light captcha: the widget still solves it in the browser's workers, and the tests that register through the API solve theirs quickly.
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '1000',
    },
  },
});
