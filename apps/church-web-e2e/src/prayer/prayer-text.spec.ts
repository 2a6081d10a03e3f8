import { freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { signInThroughApi } from '../support/sessions';
import { expect, test } from '../support/test';

test.describe('prayer', () => {
  test("a public request that says $' and $& arrives rendered and whole, and the app starts, for every visitor", async ({ page, request, browser }) => {
    // Files a request through the form, then opens three pages in a second browser.
    test.slow();
    const said = `Pray for us $' we owe $& and $\` and $1 $$ $<name> to the bank`;
    const author = await freshActiveMember(request, 'grace');
    await signInThroughApi(page, 'grace', author.email, author.password, '/prayer/new');
    await page.getByLabel('Motive').selectOption({ label: 'Work' });
    await page.getByLabel('Message').fill(said);
    await page.getByRole('button', { name: 'Send prayer request' }).click();
    await page.getByRole('link', { name: 'See my request' }).click();
    await expect(page).toHaveURL(/\/prayer\/\d+$/);
    const requestPath = new URL(page.url()).pathname;

    // A visitor: pages rendered on the server after the request was filed, then taken over by the app
    // (`goto` returns at once here: the test itself waits for the app to hydrate each page).
    const context = await browser.newContext({ locale: 'en-US' });
    const visitor = await context.newPage();
    const crashed: Error[] = [];
    visitor.on('pageerror', (error) => crashed.push(error));
    for (const path of ['/', '/prayer', requestPath]) {
      const response = await visitor.goto(churchUrl('grace', path));
      const html = (await response?.text()) ?? '';
      const state = /<script id="church-page-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.stringify(JSON.parse(state)), path).toContain(JSON.stringify(said).slice(1, -1));
      await expect(visitor.locator('#root[data-hydrated]'), path).toHaveCount(1);
    }
    await expect(visitor.getByText(said)).toBeVisible();
    await visitor.getByRole('button', { name: 'I prayed' }).click();
    await visitor.getByRole('dialog', { name: 'Sign in to pray' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(/\/access\?redirectTo=/);
    expect(crashed).toEqual([]);
    await context.close();
  });
});
