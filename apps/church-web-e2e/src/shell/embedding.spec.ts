import type { Page } from '@playwright/test';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { expect, test } from '../support/test';

/** The site grace lets frame its embeddable pages (its seeded embedOrigins). */
const PARTNER = 'http://partner.example';

/** A page of the partner's site (answered here, never fetched) that frames the given addresses. */
async function partnerPageFraming(page: Page, addresses: Record<string, string>) {
  const frames = Object.entries(addresses)
    .map(([name, src]) => `<iframe name="${name}" title="${name}" src="${src}" width="600" height="500"></iframe>`)
    .join('');
  await page.route(`${PARTNER}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Partner</title><h1>Our partner church</h1>${frames}</html>` }),
  );
  await page.goto(`${PARTNER}/`);
}

test.describe('embedding in another site', () => {
  test("grace's chat works inside its partner's page; /live, and vida's chat (vida names no site), refuse to be framed there", async ({ page, request }) => {
    const current = (await (await churchApi(request, 'grace').get('/api/v1/igreja/grace-community-church/transmissao/atual')).json()) as {
      transmissao: { id: number };
    };
    await partnerPageFraming(page, {
      chat: churchUrl('grace', `/embed/chat?channel=transmissao-${current.transmissao.id}`),
      live: churchUrl('grace', '/live'),
      vida: churchUrl('vida', '/embed/chat?channel=transmissao-1'),
    });

    const chat = page.frameLocator('iframe[name="chat"]');
    await expect(chat.getByLabel('Your name')).toBeVisible();
    await chat.getByLabel('Your name').fill('Partner visitor');
    await chat.getByRole('button', { name: 'Join the chat' }).click();
    await expect(chat.getByText(/^Chatting as Partner visitor\./)).toBeVisible();

    // The refused frames never hold the church's page: the browser shows its own error page in them.
    const live = page.frame({ name: 'live' });
    const vida = page.frame({ name: 'vida' });
    await expect.poll(async () => live?.url()).toMatch(/^chrome-error:|^about:blank/);
    await expect.poll(async () => vida?.url()).toMatch(/^chrome-error:|^about:blank/);
    await expect(page.frameLocator('iframe[name="live"]').getByRole('heading')).toHaveCount(0);
  });
});
