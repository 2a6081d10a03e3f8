import type { Browser, Page } from '@playwright/test';
import { signIn } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';
import { expect, test, waitingForHydration } from '../support/test';

/** A real 1 × 1 PNG, which the server decodes and stores again. */
const PICTURE = { name: 'candle.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') };

/** A second person's browser: its own context, whose `goto` returns once the page is interactive (as the `page` fixture's). */
async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  return waitingForHydration(await context.newPage());
}

test.describe('prayer', () => {
  test('the home shows the newest requests; the wall and a request arrive rendered, with their own link previews', async ({ page, request }) => {
    await page.goto(churchUrl('grace', '/'));
    const section = page.getByRole('region', { name: 'Prayer wall' });
    await expect(section.getByRole('link', { name: 'Emily Carter · Thanksgiving' })).toBeVisible();
    await section.getByRole('link', { name: 'See the prayer wall' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/prayer'));
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer wall' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Daniel Brooks · Family' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const wall = (await (await churchApi(request, 'grace').get('/api/v1/oracao/grace-community-church')).json()) as { oracoes: { id: number; nome: string }[] };
    const daniel = wall.oracoes.find((item) => item.nome === 'Daniel Brooks');
    const html = await (await churchApi(request, 'grace').get(`/prayer/${daniel?.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Daniel Brooks · Family · Grace Community Church"');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/grace\.localhost:\d+\/demo\/devotionals\/hands-6\.svg"/);
    expect(html).toContain('heart surgery on Thursday');
    const wallHtml = await (await churchApi(request, 'grace').get('/prayer')).text();
    expect(wallHtml).toContain('<title>Prayer wall · Grace Community Church</title>');

    await page.goto(churchUrl('grace', `/prayer/${daniel?.id}`));
    await expect(page.getByText('Praying for your dad and your whole family this week.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'I prayed' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('esperanca, in Portuguese: a visitor is sent to sign in, then posts a private request with a picture, finds it in the account and not on the wall', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'esperanca');
    await page.goto(churchUrl('esperanca', '/prayer/new'));
    await expect(page).toHaveURL(churchUrl('esperanca', '/access?redirectTo=%2Fprayer%2Fnew'));
    await signIn(page, 'esperanca', member.email, member.password, '/access?redirectTo=%2Fprayer%2Fnew');
    await expect(page).toHaveURL(churchUrl('esperanca', '/prayer/new'));

    await expect(page.getByLabel('Nome do autor')).toHaveValue('Jordan Reyes');
    await page.getByLabel('Motivo').selectOption({ label: 'Saúde' });
    await page.getByLabel('Mensagem').fill('Orem pela minha cirurgia na próxima semana.');
    await page.getByRole('checkbox', { name: 'Publicar no mural de oração' }).uncheck();
    await page.getByRole('checkbox', { name: 'Receber uma visita' }).check();
    await page.getByLabel('Imagem (opcional)').setInputFiles(PICTURE);
    await page.getByRole('button', { name: 'Enviar pedido de oração' }).click();
    await expect(page).toHaveURL(churchUrl('esperanca', '/prayer/new/success'));
    await expect(page.getByText('Obrigado por compartilhar. Só você e a equipe da igreja podem ver este pedido.')).toBeVisible();

    await page.getByRole('link', { name: 'Meus pedidos de oração' }).click();
    await expect(page).toHaveURL(churchUrl('esperanca', '/user/prayer'));
    const mine = page.getByRole('main').getByRole('listitem');
    await expect(mine).toHaveCount(1);
    await expect(mine.first()).toContainText('Privado');
    await mine.first().getByRole('link', { name: 'Jordan Reyes · Saúde' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jordan Reyes' })).toBeVisible();
    await expect(page.getByText('Gostaria de receber uma visita da igreja.')).toBeVisible();
    const picture = page.getByRole('main').locator('img[src^="/uploads/oracao/"]');
    await expect(picture).toHaveJSProperty('naturalWidth', 1);

    await page.goto(churchUrl('esperanca', '/prayer'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mural de oração' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mariana Souza · Família' })).toBeVisible();
    await expect(page.getByText('Orem pela minha cirurgia na próxima semana.')).toHaveCount(0);
  });

  test('grace: another member prays for a public request and leaves a message; the author deletes it', async ({ page, request, browser }) => {
    const author = await freshActiveMember(request, 'grace');
    // The wall as the server renders and keeps it for a few seconds: the new request must not wait for that.
    await signInThroughApi(page, 'grace', author.email, author.password, '/prayer');
    await page.goto(churchUrl('grace', '/prayer/new'));
    await page.getByLabel('Motive').selectOption({ label: 'Family' });
    await page.getByLabel('Message').fill('Please pray for our move to Denver next month.');
    await page.getByRole('button', { name: 'Send prayer request' }).click();
    await expect(page.getByText('Thank you for sharing. Your request is on the prayer wall.')).toBeVisible();
    await page.getByRole('link', { name: 'See my request' }).click();
    await expect(page).toHaveURL(/\/prayer\/\d+$/);
    const requestPath = new URL(page.url()).pathname;

    const other = await freshActiveMember(request, 'grace');
    const friend = await secondBrowser(browser);
    await signInThroughApi(friend, 'grace', other.email, other.password, '/prayer');
    await friend.getByRole('link', { name: 'Jordan Reyes · Family' }).first().click();
    await expect(friend).toHaveURL(churchUrl('grace', requestPath));
    await expect(friend.getByText('Nobody has prayed yet')).toBeVisible();
    await expect(friend.getByRole('link', { name: 'Delete this request' })).toHaveCount(0);
    await friend.getByRole('button', { name: 'I prayed' }).click();
    await expect(friend.getByText('1 person prayed')).toBeVisible();
    await expect(friend.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
    await friend.getByLabel('Leave a message').fill('Praying for a smooth move, Jordan!');
    await friend.getByRole('button', { name: 'Send message' }).click();
    await expect(friend.getByRole('listitem').filter({ hasText: 'Praying for a smooth move, Jordan!' })).toContainText('Jordan R.');
    await friend.reload();
    await expect(friend.getByText('1 person prayed')).toBeVisible();
    await expect(friend.getByRole('button', { name: 'You prayed for this' })).toBeDisabled();
    await friend.context().close();

    await page.reload();
    await expect(page.getByText('Praying for a smooth move, Jordan!')).toBeVisible();
    await expect(page.getByText('1 person prayed')).toBeVisible();
    await page.getByRole('link', { name: 'Delete this request' }).click();
    await expect(page).toHaveURL(churchUrl('grace', `${requestPath}/delete`));
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/prayer/delete/success'));
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer request deleted' })).toBeVisible();
    await page.goto(churchUrl('grace', requestPath));
    await expect(page.getByRole('heading', { name: 'Content not found' })).toBeVisible();
    await page.goto(churchUrl('grace', '/prayer'));
    await expect(page.getByText('Please pray for our move to Denver next month.')).toHaveCount(0);
  });

  test('vida has the prayer wall switched off: its addresses go home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/prayer'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
