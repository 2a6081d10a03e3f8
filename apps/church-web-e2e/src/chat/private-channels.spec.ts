import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, memberOf, staffOf } from '../support/accounts';
import { churchUrl, hostUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';
import { expect, inChurchTimeZones, test, waitingForHydration } from '../support/test';

const GRACE_SLUG = 'grace-community-church';

async function anotherBrowser(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitingForHydration(inChurchTimeZones(await context.newPage()));
  return { page, close: () => context.close() };
}

/** One of the chat panel's own tabs (Everyone, Hosts, Prayer requests, Ask for prayer), opened. */
async function chatRoom(page: Page, room: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  const chat = page.getByRole('tabpanel', { name: 'Chat', exact: true });
  await chat.getByRole('tab', { name: room }).click();
  return chat.getByRole('tabpanel', { name: room });
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function write(room: Locator, text: string) {
  const box = room.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(room.getByRole('log').getByText(text)).toBeVisible();
}

test.describe('chat: private channels', () => {
  test('grace: staff write in the hosts channel; a member has no Hosts tab and the server refuses them its channel', async ({ page, browser, request }) => {
    test.setTimeout(test.info().timeout * 2);
    const text = `Camera two is ready ${unique()}`;
    await signInThroughApi(page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    const hosts = await chatRoom(page, 'Hosts');
    await write(hosts, text);
    await expectNoSeriousViolations(page);

    const member = await anotherBrowser(browser);
    await signInThroughApi(member.page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/live');
    await member.page.getByRole('tab', { name: 'Chat', exact: true }).click();
    const memberChat = member.page.getByRole('tabpanel', { name: 'Chat', exact: true });
    await expect(memberChat.getByRole('tab', { name: 'Ask for prayer' })).toBeVisible();
    await expect(memberChat.getByRole('tab', { name: 'Hosts' })).toHaveCount(0);
    await expect(member.page.getByText(text)).toHaveCount(0);

    // Asked directly, with the member's own bearer: no such channel.
    const port = new URL(hostUrl('localhost')).port;
    const host = { Host: `grace.localhost:${port}` };
    const onAir = await request.get(`http://127.0.0.1:${port}/api/v1/igreja/${GRACE_SLUG}/transmissao/atual`, { headers: host });
    const broadcastId = ((await onAir.json()) as { transmissao: { id: number } }).transmissao.id;
    const { token } = await apiSession(request, 'grace', memberOf('grace'));
    const refused = await request.get(`http://127.0.0.1:${port}/chat/v1/igreja/${GRACE_SLUG}/canais/anfitrioes-${broadcastId}/mensagens`, {
      headers: { ...host, Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(404);
    await member.close();
  });

  test('grace: a guest asks for prayer, staff answer in private, and a third viewer sees none of it', async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 3);
    const guestName = `Guest ${unique()}`;
    const request = `Please pray for my family ${unique()}`;
    const answer = `We are praying with you ${unique()}`;

    await page.goto(churchUrl('grace', '/live'));
    const prayer = await chatRoom(page, 'Ask for prayer');
    await prayer.getByRole('button', { name: 'Start a private conversation' }).click();
    await prayer.getByLabel('Your name').fill(guestName);
    await prayer.getByRole('button', { name: 'Join the chat' }).click();
    await expect(prayer.getByText("Only you and the church's hosts can read this conversation.")).toBeVisible();
    await write(prayer, request);
    await expectNoSeriousViolations(page);

    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    const requests = await chatRoom(staff.page, 'Prayer requests');
    const asked = requests.getByRole('button', { name: new RegExp(guestName) });
    await expect(asked).toContainText('Waiting for a host');
    await asked.click();
    await expect(requests.getByText(`Praying with ${guestName}`)).toBeVisible();
    await expect(requests.getByRole('log').getByText(request)).toBeVisible();
    await write(requests, answer);

    // The guest's screen, never reloaded, shows the answer.
    await expect(prayer.getByRole('log').getByText(answer)).toBeVisible();

    const viewer = await anotherBrowser(browser);
    await signInThroughApi(viewer.page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/live');
    const everyone = await chatRoom(viewer.page, 'Everyone');
    await expect(everyone.getByText(/^Chatting as /)).toBeVisible();
    const own = await chatRoom(viewer.page, 'Ask for prayer');
    await expect(own.getByRole('button', { name: 'Start a private conversation' })).toBeVisible();
    await expect(viewer.page.getByText(request)).toHaveCount(0);
    await expect(viewer.page.getByText(answer)).toHaveCount(0);
    await Promise.all([staff.close(), viewer.close()]);
  });
});
