import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import pg from 'pg';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdminDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const graceOn = (server: ServerProcess, path = '/') => `http://grace.localhost:${server.port}${path}`;
const headerColour = (page: Page) => expect(page.locator('header').first());

/**
 * Two server processes on one PostgreSQL database, as two replicas behind a load balancer: what the
 * church changes in the database (from the admin) shows on the next page load of either, because each
 * hears of it through LISTEN/NOTIFY and drops its cached church and rendered pages.
 */
test.describe('a church change reaches every replica on the next page load', () => {
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL (a PostgreSQL server both replicas share), as .ci/run sets');
  test.describe.configure({ timeout: 180_000 });

  const name = `church_test_e2e_${randomBytes(5).toString('hex')}`;
  const replicas: ServerProcess[] = [];
  let databaseUrl = '';

  test.beforeAll(async () => {
    // Two servers started one after the other, each allowed server-process.ts's 150 s.
    test.setTimeout(360_000);
    if (!adminUrl) return;
    await onAdminDatabase(adminUrl, (client) => client.query(`create database ${name}`));
    databaseUrl = withDatabase(adminUrl, name);
    const env = { DATABASE_URL: databaseUrl, TENANT_CACHE_TTL_MS: '600000' };
    // One after the other: the first migrates and seeds, the second finds it done.
    replicas.push(await startServerProcess(await freePort(), env));
    replicas.push(await startServerProcess(await freePort(), env));
  });

  test.afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    if (adminUrl) await onAdminDatabase(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  test('colour and banner', async ({ page }) => {
    expect(replicas).toHaveLength(2);
    for (const replica of replicas) {
      await page.goto(graceOn(replica));
      await headerColour(page).toHaveCSS('background-color', 'rgb(31, 78, 158)');
    }

    await onAdminDatabase(databaseUrl, async (client) => {
      await client.query(`update igreja_visual set cor_app = '#7A1F5C' where igreja_id = (select id from igreja where codigo = 'grace')`);
      await client.query(`update banner set titulo = 'Advent begins this Sunday' where igreja_id = (select id from igreja where codigo = 'grace') and ordem = (select min(ordem) from banner b where b.igreja_id = banner.igreja_id)`);
    });

    for (const replica of replicas) {
      await expect(async () => {
        await page.goto(graceOn(replica));
        await headerColour(page).toHaveCSS('background-color', 'rgb(122, 31, 92)', { timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('img', { name: 'Advent begins this Sunday' }).or(page.getByText('Advent begins this Sunday')).first()).toBeAttached();
      // The served HTML itself has changed, not only what the browser fetched after it.
      const served = await page.request.get(`http://127.0.0.1:${replica.port}/`, { headers: { host: `grace.localhost:${replica.port}` } });
      const html = await served.text();
      expect(html).toContain('#7A1F5C');
    }
  });
});
