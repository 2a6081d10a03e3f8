import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, staffOf } from '../support/accounts';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl, hostUrl } from '../support/church-site';
import { apiSession, signInThroughApi } from '../support/sessions';
import { expect, inChurchTimeZones, test, waitingForHydration } from '../support/test';

const GRACE_SLUG = 'grace-community-church';

/** A page of a browser of its own (another person), interactive after each `goto` as the test's `page` is. */
async function anotherBrowser(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = waitingForHydration(inChurchTimeZones(await context.newPage()));
  return { page, close: () => context.close() };
}

/** The live page's chat tab, opened. */
async function liveChat(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Chat', exact: true }).click();
  return page.getByRole('tabpanel', { name: 'Chat', exact: true });
}

/**
 * No moment left open in grace's live channel (by a run that stopped half-way): staff start one through
 * the API, which answers the open one if there is one, and end it.
 */
async function noMomentOpen(request: APIRequestContext, canal: string) {
  const port = new URL(hostUrl('localhost')).port;
  const base = `http://127.0.0.1:${port}/chat/v1/igreja/${GRACE_SLUG}/canais/${canal}/momentos`;
  const headers = { Host: `grace.localhost:${port}`, Authorization: `Bearer ${(await apiSession(request, 'grace', staffOf('grace'))).token}` };
  const started = await request.post(base, { headers, data: { tipo: 'compromisso' } });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: string };
  expect((await request.post(`${base}/${id}/encerramento`, { headers })).status()).toBe(200);
}

test.describe('chat moments', () => {
  test('grace: staff start a moment, a member raises a hand, staff see the count; the member reloads and still sees it with their answer; ended, it leaves their screen', async ({ page, browser, request }) => {
    // Three people, each in a browser of their own loading /live, two of them twice.
    test.setTimeout(test.info().timeout * 3);
    const current = (await (await churchApi(request, 'grace').get(`/api/v1/igreja/${GRACE_SLUG}/transmissao/atual`)).json()) as { transmissao: { id: number } };
    await noMomentOpen(request, `transmissao-${current.transmissao.id}`);
    const member = await freshActiveMember(request, 'grace');

    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    const staffChat = await liveChat(staff.page);
    await staffChat.getByRole('button', { name: 'Start a moment' }).click();
    const staffMoment = staffChat.getByRole('region', { name: 'A moment to respond' });
    await expect(staffMoment.getByRole('status')).toHaveText('0 hands raised (0 not now)');

    await signInThroughApi(page, 'grace', member.email, member.password, '/live');
    let memberChat = await liveChat(page);
    let moment = memberChat.getByRole('region', { name: 'A moment to respond' });
    await expect(moment.getByText('Would you like to give your life to Jesus today?', { exact: false })).toBeVisible();
    await moment.getByRole('button', { name: 'Raise my hand' }).click();
    await expect(moment.getByText('You raised your hand. We are praying for you.')).toBeVisible();
    await expectNoSeriousViolations(page);

    // Staff's screen, never reloaded, counts it.
    await expect(staffMoment.getByRole('status')).toHaveText('1 hand raised (0 not now)');

    // The member reloads: the moment is still open, with their answer.
    await page.goto(churchUrl('grace', '/live'));
    memberChat = await liveChat(page);
    moment = memberChat.getByRole('region', { name: 'A moment to respond' });
    await expect(moment.getByText('You raised your hand. We are praying for you.')).toBeVisible();
    await expect(moment.getByRole('button', { name: 'Lower my hand' })).toBeVisible();

    // A guest answers "not now", and after a reload (the tab keeps their chat token) is the same guest with the same answer.
    const guest = await anotherBrowser(browser);
    await guest.page.goto(churchUrl('grace', '/live'));
    let guestChat = await liveChat(guest.page);
    await guestChat.getByLabel('Your name').fill(`Guest ${Date.now()}`);
    await guestChat.getByRole('button', { name: 'Join the chat' }).click();
    await guestChat.getByRole('region', { name: 'A moment to respond' }).getByRole('button', { name: 'Not now' }).click();
    await expect(guestChat.getByText('You answered "Not now".')).toBeVisible();
    await expect(staffMoment.getByRole('status')).toHaveText('1 hand raised (1 not now)');
    await guest.page.reload();
    guestChat = await liveChat(guest.page);
    await expect(guestChat.getByText('You answered "Not now".')).toBeVisible();
    // Raising a hand now changes the same guest's answer: one hand more, one "not now" less.
    await guestChat.getByRole('region', { name: 'A moment to respond' }).getByRole('button', { name: 'Raise my hand' }).click();
    await expect(staffMoment.getByRole('status')).toHaveText('2 hands raised (0 not now)');
    await guest.close();

    await staffMoment.getByRole('button', { name: 'End the moment' }).click();
    await expect(staffMoment).toBeHidden();
    await expect(staffChat.getByRole('button', { name: 'Start a moment' })).toBeVisible();
    await expect(moment).toBeHidden();
    await staff.close();
  });
});
