import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { memberOf } from '../support/accounts';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

/** The groups' cards, by their headings. */
const groupTitles = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });

/** The e-mails the development mailbox holds for an address. */
async function mailTo(request: APIRequestContext, code: string, to: string) {
  const response = await churchApi(request, code).get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: { subject: string; text: string }[] }).messages;
}

/** Signs in on the access screen the page is on, as the join button left it. */
async function signInHere(page: Page, email: string, password: string) {
  await page.getByLabel(/^(E-mail|Correo electrónico)/).fill(email);
  await page.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
  await page.getByLabel(/^(Password|Senha|Contraseña)/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Entrar|Iniciar sesión)$/ }).click();
}

test.describe('small groups on grace (English)', () => {
  // Near Jamaica Plain: the browser grants its location, so the nearest group comes first.
  test.use({ geolocation: { latitude: 42.31, longitude: -71.115 }, permissions: ['geolocation'] });

  test('a visitor finds the nearest group, filters, asks to join, signs in on the way and sees the success screen; the leader gets the e-mail', async ({
    page,
    request,
  }) => {
    const visitor = await freshActiveMember(request, 'grace');
    await page.goto(churchUrl('grace', '/groups'));
    await expect(page.getByRole('heading', { level: 1, name: 'Small groups' })).toBeVisible();
    await expect(page.getByText('Nearest first.')).toBeVisible();
    await expect(groupTitles(page).first()).toHaveText('Jamaica Plain Families');
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText(/\d(\.\d)? km away/);
    // The online group has no coordinates: it is listed, last.
    await expect(groupTitles(page).last()).toHaveText('Early Risers (online)');
    // No Maps key: no map. Grace shares the exact addresses with its members: a visitor gets each group's area, and whole kilometres.
    await expect(page.getByRole('button', { name: 'Map' })).toHaveCount(0);
    const nearest = page.getByRole('main').getByRole('listitem').first();
    await expect(nearest).toContainText('About 1 km away');
    await expect(nearest).toContainText('Jamaica Plain, Boston, MA');
    await expect(nearest).toContainText('Approximate area — the exact address is shared with members.');
    await expect(page.getByRole('main')).not.toContainText('30 Centre Street');
    await expectNoSeriousViolations(page);

    await page.getByLabel('Neighbourhood or city').selectOption('Boston');
    await page.getByLabel('Day').selectOption({ label: 'Saturday' });
    await expect(page).toHaveURL(/place=Boston/);
    await expect(groupTitles(page)).toHaveText(['Jamaica Plain Families']);
    await page.getByLabel('Kind of group').selectOption({ label: 'Couples' });
    await expect(page.getByRole('heading', { name: 'No group matches these filters' })).toBeVisible();
    await page.getByLabel('Kind of group').selectOption({ label: 'Families' });
    await page.getByRole('link', { name: 'Jamaica Plain Families' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Jamaica Plain Families' })).toBeVisible();
    await expect(page.getByText('Saturday, 5:00 PM – 7:00 PM')).toBeVisible();
    await expect(page.getByText('Daniel B.', { exact: true })).toBeVisible();
    await expect(page.getByText('Approximate area — the exact address is shared with members.')).toBeVisible();
    const groupUrl = page.url();
    // The visitor writes a note and asks to join: the request-login modal offers signing in, and once
    // signed in back on the group the request goes with the note.
    await page.getByLabel('A note for the leader (optional)').fill('Two kids, 4 and 7. Can we bring them?');
    await page.getByRole('button', { name: 'Ask to join' }).click();
    await page.getByRole('dialog', { name: 'Sign in to join this group' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(churchUrl('grace', `/access?redirectTo=${encodeURIComponent(new URL(groupUrl).pathname)}`));
    await signInHere(page, visitor.email, visitor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible();
    await expect(page).toHaveURL(churchUrl('grace', `/groups/request/success?celula=${new URL(groupUrl).pathname.split('/').pop()}`));

    const mails = (await mailTo(request, 'grace', 'staff@grace.example')).filter((mail) => mail.text.includes(visitor.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New request to join Jamaica Plain Families — Grace Community Church');
    expect(mails[0]?.text).toContain('Message: “Two kids, 4 and 7. Can we bring them?”');
    await page.goto(churchUrl('grace', '/dev/mailbox'));
    await expect(page.locator('article').filter({ hasText: visitor.email }).first()).toContainText('New request to join Jamaica Plain Families');

    // Asking again is not possible while the request waits. Signed in, a member of grace: the address and the leader's full name.
    await page.goto(groupUrl);
    await expect(page.getByRole('link', { name: /^30 Centre Street, Jamaica Plain, Boston, MA/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=30%20Centre%20Street/);
    await expect(page.getByText('Daniel Brooks')).toBeVisible();
    await expect(page.getByText('You have already asked to join this group. The leader will get in touch with you.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask to join' })).toHaveCount(0);
  });

  test("under grace's setting (the default), a visitor sees each group's approximate area and a signed-in member its address", async ({ page, request }) => {
    await page.goto(churchUrl('grace', '/groups'));
    const card = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Beacon Hill Couples' }) });
    await expect(card).toContainText('Beacon Hill, Boston, MA');
    await expect(card).toContainText('Approximate area — the exact address is shared with members.');
    await expect(card).toContainText('Led by Daniel B.');
    await expect(page.getByRole('main')).not.toContainText(/Beacon Street|Brattle Street|Tremont Street|Centre Street|Brooks|Carter/);

    const member = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', member.email, member.password, '/groups');
    // The page arrives as a visitor's; the member's list, read with their token, replaces it.
    await expect(card.getByRole('link', { name: /^24 Beacon Street, Beacon Hill, Boston, MA/ })).toBeVisible();
    await expect(card).toContainText('Led by Daniel Brooks');
    await expect(card).not.toContainText('Approximate area');
    await card.getByRole('link', { name: 'Beacon Hill Couples' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beacon Hill Couples' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^24 Beacon Street/ })).toBeVisible();
  });

  test("a member reads their group's meetings, finds it in the account, and is kept out of another group's", async ({ page }) => {
    await signInThroughApi(page, 'grace', memberOf('grace'), undefined, '/user/account');
    await page.getByRole('link', { name: 'My groups' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My groups' })).toBeVisible();
    await page.getByRole('link', { name: 'Beacon Hill Couples' }).click();
    await expect(page.getByText('You take part in this group.')).toBeVisible();
    await page.getByRole('link', { name: 'Meeting records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meeting records' })).toBeVisible();
    await page.getByRole('link', { name: 'The good shepherd' }).click();
    await expect(page.getByRole('region', { name: 'Notes' })).toContainText('Potluck dinner; two visiting couples.');

    await page.goto(churchUrl('grace', '/groups'));
    await page.getByRole('link', { name: 'Jamaica Plain Families' }).click();
    // The click navigates in the app: the address is read once it has changed.
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    const other = new URL(page.url()).pathname;
    await page.goto(churchUrl('grace', `${other}/meetings`));
    await expect(page.getByRole('heading', { name: "Only for the group's members" })).toBeVisible();
  });

  test('the meetings need login: a visitor goes through /access', async ({ page }) => {
    await page.goto(churchUrl('grace', '/groups/1/meetings'));
    await expect(page).toHaveURL(churchUrl('grace', '/access?redirectTo=%2Fgroups%2F1%2Fmeetings'));
  });
});

test.describe('small groups on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters fold behind one button that counts them, so the first group is on the first screen', async ({ page }) => {
    await page.goto(churchUrl('grace', '/groups?day=6'));
    await expect(page.locator('summary')).toHaveText(/^Filters1 \(1 filter set\)$/);
    await expect(page.getByLabel('Day')).toBeHidden();
    await expect(groupTitles(page).first()).toBeInViewport();

    await page.goto(churchUrl('grace', '/groups'));
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    await expect(page.locator('summary')).toHaveText('Filters');
    await expect(groupTitles(page).first()).toBeInViewport();
    // From the keyboard: the button opens the filters, a choice applies at once, and the list's count folds them away.
    await page.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Day').selectOption({ label: 'Saturday' });
    await expect(page).toHaveURL(/day=6/);
    await expect(page.locator('summary')).toHaveText(/^Filters1 \(1 filter set\)$/);
    await page.getByRole('button', { name: 'Show 1 group' }).click();
    await expect(page.getByLabel('Day')).toBeHidden();
    await expect(page.locator('summary')).toBeFocused();
    await expect(groupTitles(page)).toHaveText(['Jamaica Plain Families']);
    await expectNoSeriousViolations(page);
  });

  test('the folded filters open and apply without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(churchUrl('grace', '/groups'));
    await page.locator('summary').click();
    await page.getByLabel('Day').selectOption({ label: 'Saturday' });
    await page.getByRole('button', { name: 'Show groups' }).click();
    await expect(page).toHaveURL(/day=6/);
    await expect(groupTitles(page)).toHaveText(['Jamaica Plain Families']);
    await context.close();
  });
});

test.describe('células on esperanca (Português)', () => {
  test('a visitor filters by neighbourhood, asks to join, signs in on the way, and the leader is told in Portuguese', async ({ page, request }) => {
    const visitor = await freshActiveMember(request, 'esperanca');
    await page.goto(churchUrl('esperanca', '/groups'));
    await expect(page.getByRole('heading', { level: 1, name: 'Células' })).toBeVisible();
    await page.getByLabel('Bairro ou cidade').selectOption('Pinheiros');
    await expect(groupTitles(page)).toHaveText(['Célula Jovens Pinheiros']);
    await expect(page.getByText('sexta-feira, 19:30 – 21:30')).toBeVisible();
    await page.getByRole('link', { name: 'Célula Jovens Pinheiros' }).click();
    // Esperança shares the address with each group's participants: a visitor sees the area and the leader's first name and initial.
    await expect(page.getByText('Mariana S.', { exact: true })).toBeVisible();
    await expect(page.getByText('Região aproximada — o endereço exato é informado quando seu pedido for aceito.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Rua dos Pinheiros');
    // The request-login modal, in Portuguese: signed in, back on the group, the request goes by itself.
    await page.getByRole('button', { name: 'Quero participar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Entrar' }).click();
    await signInHere(page, visitor.email, visitor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido enviado' })).toBeVisible();
    const mails = (await mailTo(request, 'esperanca', memberOf('esperanca'))).filter((mail) => mail.text.includes(visitor.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Novo pedido para participar da célula Célula Jovens Pinheiros — Igreja Esperança']);
  });
});

test.describe('a group shared as a link', () => {
  test('arrives as HTML with its own title and description, for a crawler that runs no JavaScript', async ({ request }) => {
    const api = churchApi(request, 'grace');
    const list = (await (await api.get('/api/v1/igreja/grace-community-church/celula/')).json()) as { celulas: { id: number; nome: string }[] };
    const group = list.celulas.find((item) => item.nome === 'Beacon Hill Couples');
    const html = await (await api.get(`/groups/${group?.id}`, { 'user-agent': 'WhatsApp/2.24.22.77 A' })).text();
    expect(html).toContain('<title>Beacon Hill Couples · Grace Community Church</title>');
    expect(html).toMatch(/<meta property="og:description" content="Tuesday, 7:30 PM – 9:00 PM · Beacon Hill, Boston\. Married and engaged couples/);
    const body = html.slice(html.indexOf('<body'));
    // A visitor's page (grace's setting): the area, and nothing of the exact place anywhere in the page, its state included.
    expect(body).toContain('Beacon Hill, Boston, MA');
    expect(body).toContain('Approximate area — the exact address is shared with members.');
    for (const exact of ['24 Beacon Street', '42.3581', '-71.0636', 'Daniel Brooks']) expect(html).not.toContain(exact);
    const groupsPage = await (await api.get('/groups?place=Cambridge')).text();
    expect(groupsPage).toContain('<title>Small groups · Grace Community Church</title>');
    expect(groupsPage.slice(groupsPage.indexOf('<body'))).toContain('Cambridge Young Adults');
    expect(groupsPage.slice(groupsPage.indexOf('<body'))).not.toContain('Beacon Hill Couples');
    expect(groupsPage).not.toContain('45 Brattle Street');
  });
});

test.describe('vida has it switched off', () => {
  for (const path of ['/groups', '/groups/1', '/user/groups']) {
    test(`${path} lands on home`, async ({ page }) => {
      await page.goto(churchUrl('vida', path));
      await expect(page).toHaveURL(churchUrl('vida', '/'));
    });
  }
});
