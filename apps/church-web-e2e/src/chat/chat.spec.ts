import type { APIRequestContext, APIResponse, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, memberOf, staffOf } from '../support/accounts';
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

/** Something no other run of the suite wrote, so that what the test waits for is its own. */
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/**
 * Staff's calls to the chat API from the test itself (as churchApi, to 127.0.0.1 naming grace's host),
 * each with a new staff session's bearer (the e2e server's access tokens live 8 s): to read grace's chat
 * settings before a test and put them back after it.
 */
function graceChatAsStaff(request: APIRequestContext) {
  const port = new URL(hostUrl('localhost')).port;
  const base = `http://127.0.0.1:${port}/chat/v1/igreja/${GRACE_SLUG}`;
  const headers = async () => ({ Host: `grace.localhost:${port}`, Authorization: `Bearer ${(await apiSession(request, 'grace', staffOf('grace'))).token}` });
  const ok = async (response: APIResponse) => {
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<unknown>;
  };
  return {
    channel: async (canal: string) => (await ok(await request.get(`${base}/canais/${canal}`, { headers: await headers() }))) as { intervaloSegundos?: number },
    words: async () => ((await ok(await request.get(`${base}/chat/palavras-bloqueadas`, { headers: await headers() }))) as { palavras: string[] }).palavras,
    setWords: async (palavras: string[]) => ok(await request.put(`${base}/chat/palavras-bloqueadas`, { headers: await headers(), data: { palavras } })),
    setSlowMode: async (canal: string, intervaloSegundos: number) => ok(await request.put(`${base}/canais/${canal}/modo-lento`, { headers: await headers(), data: { intervaloSegundos } })),
  };
}

test.describe('chat', () => {
  test('grace: a guest chats on /live, a member sees it at once, staff delete the guest’s messages from every screen', async ({ page, browser }) => {
    // Three people, each in a browser of their own loading /live: three tests' worth of page loads.
    test.setTimeout(test.info().timeout * 3);
    const guestName = `Guest ${unique()}`;
    const text = `Good morning from the e2e ${unique()}`;

    const member = await anotherBrowser(browser);
    await signInThroughApi(member.page, 'grace', memberOf('grace'), DEMO_PASSWORD, '/live');
    const memberChat = await liveChat(member.page);
    await expect(memberChat.getByText(/^Chatting as /)).toBeVisible();

    await page.goto(churchUrl('grace', '/live'));
    const guestChat = await liveChat(page);
    await guestChat.getByLabel('Your name').fill(guestName);
    await guestChat.getByRole('button', { name: 'Join the chat' }).click();
    await expect(guestChat.getByText(`Chatting as ${guestName}. Enter sends, Shift+Enter adds a line.`)).toBeVisible();
    await guestChat.getByRole('textbox', { name: 'Message' }).fill(text);
    await guestChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(guestChat.getByRole('log').getByText(text)).toBeVisible();
    await expect(guestChat.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await expectNoSeriousViolations(page);

    // The member's screen, never reloaded, shows it.
    await expect(memberChat.getByRole('log').getByText(text)).toBeVisible();

    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    const staffChat = await liveChat(staff.page);
    const message = staffChat.getByRole('listitem').filter({ hasText: text });
    await message.getByRole('button', { name: `Moderate the message from ${guestName}` }).click();
    await staff.page.getByRole('menuitem', { name: "Delete all of this person's messages" }).click();
    const dialog = staff.page.getByRole('alertdialog', { name: `Delete all of ${guestName}'s messages?` });
    await dialog.getByRole('button', { name: 'Delete all messages' }).click();
    await expect(dialog).toBeHidden();

    for (const chat of [staffChat, memberChat, guestChat]) await expect(chat.getByText(text)).toHaveCount(0);
    await member.close();
    await staff.close();
  });

  test('grace: showManagement=true in /embed/chat gives a member no moderation; staff get it there', async ({ page, browser, request }) => {
    const current = (await (await churchApi(request, 'grace').get(`/api/v1/igreja/${GRACE_SLUG}/transmissao/atual`)).json()) as { transmissao: { id: number } };
    // Two people, each in a browser of their own.
    test.setTimeout(test.info().timeout * 2);
    const embed = `/embed/chat?channel=transmissao-${current.transmissao.id}&showManagement=true`;
    const text = `Amen from the embed ${unique()}`;

    await signInThroughApi(page, 'grace', memberOf('grace'), DEMO_PASSWORD, embed);
    await expect(page.getByText(/^Chatting as /)).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const log = page.getByRole('log', { name: 'Chat messages' });
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.getByRole('button', { name: /^Moderate the message from / })).toHaveCount(0);
    await expectNoSeriousViolations(page);

    // The same address, for staff: the server says who moderates.
    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, embed);
    const staffLog = staff.page.getByRole('log', { name: 'Chat messages' });
    await expect(staffLog.getByRole('listitem').filter({ hasText: text }).getByRole('button', { name: /^Moderate the message from / })).toBeVisible();
    await staff.close();
  });

  test('grace: staff mute a member for 24 h; the member still sees their own new message, another viewer never does', async ({ page, browser, request }) => {
    // Three people, each in a browser of their own loading /live.
    test.setTimeout(test.info().timeout * 3);
    const muted = await freshActiveMember(request, 'grace');
    const before = `Before the mute ${unique()}`;
    const after = `After the mute ${unique()}`;
    const later = `Heard by all ${unique()}`;

    const member = await anotherBrowser(browser);
    await signInThroughApi(member.page, 'grace', muted.email, muted.password, '/live');
    const memberChat = await liveChat(member.page);
    await expect(memberChat.getByText(/^Chatting as /)).toBeVisible();
    await memberChat.getByRole('textbox', { name: 'Message' }).fill(before);
    await memberChat.getByRole('textbox', { name: 'Message' }).press('Enter');

    // The other viewer: a guest who only reads.
    await page.goto(churchUrl('grace', '/live'));
    const viewerChat = await liveChat(page);
    await expect(viewerChat.getByRole('log').getByText(before)).toBeVisible();

    const staff = await anotherBrowser(browser);
    await signInThroughApi(staff.page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
    const staffChat = await liveChat(staff.page);
    await staffChat.getByRole('listitem').filter({ hasText: before }).getByRole('button', { name: /^Moderate the message from / }).click();
    await staff.page.getByRole('menuitem', { name: 'Mute this person for 24 hours' }).click();
    const dialog = staff.page.getByRole('alertdialog', { name: /^Mute .+ for 24 hours\?$/ });
    await dialog.getByRole('button', { name: 'Mute' }).click();
    await expect(dialog).toBeHidden();

    await memberChat.getByRole('textbox', { name: 'Message' }).fill(after);
    await memberChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    const own = memberChat.getByRole('log').getByRole('listitem').filter({ hasText: after });
    await expect(own).toBeVisible();
    await expect(own.getByText('muted', { exact: true })).toHaveCount(0);
    // Staff see it, marked.
    await expect(staffChat.getByRole('listitem').filter({ hasText: after }).getByText('muted', { exact: true })).toBeVisible();

    // Staff write after it: the viewer gets that, and never the muted message, live or after a reload.
    await staffChat.getByRole('textbox', { name: 'Message' }).fill(later);
    await staffChat.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(viewerChat.getByRole('log').getByText(later)).toBeVisible();
    await expect(viewerChat.getByText(after)).toHaveCount(0);
    await page.reload();
    const reloaded = await liveChat(page);
    await expect(reloaded.getByRole('log').getByText(later)).toBeVisible();
    await expect(reloaded.getByText(after)).toHaveCount(0);
    // The muted member, reloading, still has their own.
    await member.page.reload();
    await expect((await liveChat(member.page)).getByRole('log').getByText(after)).toBeVisible();
    await member.close();
    await staff.close();
  });

  test('grace: a reaction on /live, without signing in, reaches another viewer as counts', async ({ page, browser }) => {
    test.setTimeout(test.info().timeout * 2);
    const other = await anotherBrowser(browser);
    await other.page.goto(churchUrl('grace', '/live'));
    const otherReactions = (await liveChat(other.page)).getByRole('group', { name: 'Reactions' });
    const otherAmen = otherReactions.getByRole('button', { name: /^Amen \(\d+\)$/ });
    await expect(otherAmen).toBeEnabled();

    await page.goto(churchUrl('grace', '/live'));
    const reactions = (await liveChat(page)).getByRole('group', { name: 'Reactions' });
    const amen = reactions.getByRole('button', { name: /^Amen \(\d+\)$/ });
    await expect(amen).toBeEnabled();
    const countOf = async (button: Locator) => Number(/\((\d+)\)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1]);
    const before = await countOf(amen);
    const saved = page.waitForResponse((response) => response.url().endsWith('/reacoes') && response.request().method() === 'POST');
    await amen.press('Enter');
    const totals = (await (await saved).json()) as { amem: number };
    expect(totals.amem).toBeGreaterThan(before);
    // The other viewer's screen, never reloaded, counts it (within the server's second of throttling).
    await expect.poll(() => countOf(otherAmen), { timeout: 10_000 }).toBeGreaterThanOrEqual(totals.amem);
    await expectNoSeriousViolations(page);
    await other.close();
  });

  test('grace: staff turn on slow mode and block a word in Chat settings; a member is told to wait, and a message with the word is refused', async ({ page, browser, request }) => {
    // Two people, each in a browser of their own loading /live.
    test.setTimeout(test.info().timeout * 3);
    const current = (await (await churchApi(request, 'grace').get(`/api/v1/igreja/${GRACE_SLUG}/transmissao/atual`)).json()) as { transmissao: { id: number } };
    const canal = `transmissao-${current.transmissao.id}`;
    // What the church had, put back whatever happens (the other chat tests chat here too).
    const staffApi = graceChatAsStaff(request);
    const before = { words: await staffApi.words(), slowMode: (await staffApi.channel(canal)).intervaloSegundos ?? 0 };
    const word = `forbidden${unique()}`;
    // A new member: no message of theirs in the last seconds that slow mode would count.
    const fresh = await freshActiveMember(request, 'grace');
    const member = await anotherBrowser(browser);
    try {
      // Staff on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await signInThroughApi(page, 'grace', staffOf('grace'), DEMO_PASSWORD, '/live');
      const staffChat = await liveChat(page);
      const toggle = staffChat.getByRole('button', { name: 'Chat settings' });
      await toggle.click();
      const settings = page.getByRole('dialog', { name: 'Chat settings' });
      await expect(settings.getByLabel('Slow mode')).toBeFocused();
      await settings.getByLabel('Slow mode').selectOption('30');
      await settings.getByRole('button', { name: 'Save slow mode' }).click();
      await expect(settings.getByText('Slow mode is on: 30 seconds.')).toBeVisible();
      await expectNoSeriousViolations(page);
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(staffChat.getByText('Slow mode: one message every 30 seconds.')).toBeVisible();

      await signInThroughApi(member.page, 'grace', fresh.email, fresh.password, '/live');
      const memberChat = await liveChat(member.page);
      await expect(memberChat.getByText('Slow mode: one message every 30 seconds.')).toBeVisible();
      const composer = memberChat.getByRole('textbox', { name: 'Message' });
      const first = `First, at once ${unique()}`;
      const second = `Second, too soon ${unique()}`;
      await composer.fill(first);
      await composer.press('Enter');
      await expect(memberChat.getByRole('log').getByText(first)).toBeVisible();
      await composer.fill(second);
      await composer.press('Enter');
      await expect(memberChat.getByText(/^You are sending messages too fast\. Please wait \d+ seconds and try again\.$/)).toBeVisible();
      // Staff never got it.
      await expect(staffChat.getByRole('log').getByText(first)).toBeVisible();
      await expect(staffChat.getByText(second)).toHaveCount(0);

      // Slow mode off again, and a word of the church's own.
      await toggle.click();
      await settings.getByLabel('Slow mode').selectOption('0');
      await settings.getByRole('button', { name: 'Save slow mode' }).click();
      await expect(settings.getByText('Slow mode is off.')).toBeVisible();
      const words = settings.getByLabel('Blocked words');
      await expect(words).toHaveValue(before.words.join('\n'));
      await words.fill([...before.words, word].join('\n'));
      await settings.getByRole('button', { name: 'Save blocked words' }).click();
      await expect(settings.getByText(/^Blocked words saved: \d+ words?\.$/)).toBeVisible();
      expect(await staffApi.words()).toContain(word);

      const blocked = `This has ${word.toUpperCase()} in it`;
      await composer.fill(blocked);
      await composer.press('Enter');
      const refused = memberChat.getByRole('listitem').filter({ hasText: blocked });
      await expect(refused.getByText('Your message was not sent: it has a word this chat does not allow.')).toBeVisible();
      await expect(staffChat.getByText(blocked)).toHaveCount(0);

      // Staff take the word off again from the same screen.
      await words.fill(before.words.join('\n'));
      await settings.getByRole('button', { name: 'Save blocked words' }).click();
      await expect(settings.getByText(/^Blocked words saved: /)).toBeVisible();
      expect(await staffApi.words()).toEqual(before.words);
      await settings.getByRole('button', { name: 'Close' }).click();
      await expect(settings).toBeHidden();
    } finally {
      await staffApi.setSlowMode(canal, before.slowMode);
      await staffApi.setWords(before.words);
      await member.close();
    }
  });
});
