import type { APIRequestContext, Page, Request } from '@playwright/test';
import { freePort, type ServerProcess } from '../support/server-process';
import {
  answerBankCheck,
  fillStripeCard,
  recordRequests,
  routeStripe,
  signedInMemberOn,
  siteOn,
  type StripeFake,
  startStripeFake,
  startStripeServedServer,
} from '../support/stripe';
import { expect, test } from '../support/test';

/**
 * Issue 24, part 1: where Stripe serves a church's cards (grace here, on a server of its own whose
 * Stripe is the local fake), the checkout, the give page and the add-card screen take the card in
 * Stripe's own fields, Stripe.js makes the PaymentMethod (or confirms the SetupIntent), 3DS runs
 * through Stripe.js, and the card's number, CVC and expiry never reach our server. The browser gets
 * the fakes in place of js.stripe.com and api.stripe.com (support/stripe.ts); the app cannot tell.
 */
test.describe('card data only in Stripe’s fields', () => {
  test.describe.configure({ timeout: 120_000 });
  let fake: StripeFake;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fake = await startStripeFake();
    server = await startStripeServedServer(await freePort(), fake);
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await routeStripe(page, fake);
  });

  const CARD = '4242 4242 4242 4242';
  const THREE_D_SECURE = '4000 0027 6000 3184';

  async function courseId(request: APIRequestContext): Promise<number> {
    const headers = { Host: `grace.localhost:${server.port}` };
    const { igreja } = (await (await request.get(`http://127.0.0.1:${server.port}/api/v1/igreja/codigo/grace`, { headers })).json()) as { igreja: { slug: string } };
    const { eventos } = (await (await request.get(`http://127.0.0.1:${server.port}/api/v1/igreja/${igreja.slug}/evento/?limit=50`, { headers })).json()) as { eventos: { id: number; nome: string }[] };
    const course = eventos.find((event) => event.nome === 'Online Course: Reading Romans');
    if (!course) throw new Error('grace has no online course');
    return course.id;
  }

  /** From the event's tickets to the checkout's card method, as a member does (the app moves there without loading a page). */
  async function toCheckout(page: Page, id: number) {
    await page.goto(siteOn(server, 'grace', `/event/${id}/tickets`));
    await page.getByLabel('Quantity of Course access').selectOption('1');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Credit card' }).check();
  }

  async function giveTithe(page: Page, amount: string) {
    await page.goto(siteOn(server, 'grace', '/give'));
    await page.getByRole('checkbox', { name: /^Tithe/ }).check();
    await page.getByLabel('Amount for Tithe (USD)').fill(amount);
    await page.getByRole('radio', { name: 'Credit card' }).check();
  }

  test('a member pays for a ticket in Stripe’s fields, keeps the card, and the kept card pays the next purchase', async ({ page, request }) => {
    const id = await courseId(request);
    await signedInMemberOn(page, request, server, 'grace', '/');
    await toCheckout(page, id);
    // Stripe's frame, not the sandbox's fields, and no test-mode notice.
    await expect(page.locator('iframe[title="Secure card payment input frame"]')).toBeVisible();
    await expect(page.getByText('Test mode — no real card is charged')).toHaveCount(0);
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveCount(0);
    await fillStripeCard(page, CARD);
    await expect(page.getByRole('checkbox', { name: 'Save this card for next time' })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await toCheckout(page, id);
    await expect(page.getByRole('radio', { name: 'VISA •••• 4242, expires 11/37' })).toBeChecked();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  });

  test('a member pays for a ticket with a card whose bank asks for 3DS: Stripe.js runs the check, and a failed check is refused', async ({ page, request }) => {
    const id = await courseId(request);
    await signedInMemberOn(page, request, server, 'grace', '/');
    await toCheckout(page, id);
    await fillStripeCard(page, THREE_D_SECURE);
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).uncheck();
    await page.getByRole('button', { name: /^Pay / }).click();
    await answerBankCheck(page, true);
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await toCheckout(page, id);
    await fillStripeCard(page, THREE_D_SECURE);
    await page.getByRole('checkbox', { name: 'Save this card for next time' }).uncheck();
    await page.getByRole('button', { name: /^Pay / }).click();
    await answerBankCheck(page, false);
    await expect(page.getByRole('heading', { name: 'Payment not approved' })).toBeVisible();
  });

  test('a member gives in Stripe’s fields, with and without the bank’s 3DS check', async ({ page, request }) => {
    await signedInMemberOn(page, request, server, 'grace', '/give');
    await giveTithe(page, '40');
    await fillStripeCard(page, CARD);
    await page.getByRole('button', { name: 'Give $40.00' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await giveTithe(page, '15');
    await page.getByRole('radio', { name: 'A new card' }).check();
    await fillStripeCard(page, THREE_D_SECURE);
    await page.getByRole('button', { name: 'Give $15.00' }).click();
    await answerBankCheck(page, true);
    await expect(page.getByRole('heading', { name: 'Thank you for your donation!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  });

  test('no request the browser sends to our server carries a card number, CVC or expiry: paying, giving, 3DS and adding a card', async ({ page, request }) => {
    const sent = recordRequests(page, server);
    const id = await courseId(request);
    await signedInMemberOn(page, request, server, 'grace', '/');
    await toCheckout(page, id);
    await fillStripeCard(page, CARD, { expiry: '11 / 37', cvc: '739' });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await giveTithe(page, '25');
    await page.getByRole('radio', { name: 'A new card' }).check();
    await fillStripeCard(page, THREE_D_SECURE, { expiry: '10 / 36', cvc: '842' });
    await page.getByRole('button', { name: 'Give $25.00' }).click();
    await answerBankCheck(page, true);
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    await page.goto(siteOn(server, 'grace', '/user/addcard'));
    await fillStripeCard(page, '5555 5555 5555 4444', { expiry: '09 / 35', cvc: '615' });
    await page.getByRole('button', { name: 'Save the card' }).click();
    await expect(page.getByText('MASTERCARD •••• 4444, expires 09/35')).toBeVisible();

    const bodies = (requests: Request[]) => requests.map((sentRequest) => `${sentRequest.method()} ${sentRequest.url()}\n${sentRequest.postData() ?? ''}`);
    // An expiry stands alone (11/37, 11 37, 1137, 11/2037), never inside a random id such as a client secret's hex.
    const card = [/4242\D?4242\D?4242\D?4242/, /4000\D?0027\D?6000\D?3184/, /5555\D?5555\D?5555\D?4444/, /\b739\b/, /\b842\b/, /\b615\b/, /(?<!\w)11\W{0,3}(20)?37(?!\w)/, /(?<!\w)10\W{0,3}(20)?36(?!\w)/, /(?<!\w)09\W{0,3}(20)?35(?!\w)/, /"(numero|cvv|cvc|validade|card)"/i];
    const ours = bodies(sent.ours);
    expect(ours.some((body) => body.includes('/pagamento/stripe/')), 'the 3DS payment was read again by our server').toBe(true);
    expect(ours.some((body) => body.includes('"setupIntent":"seti_')), 'the card was saved by its SetupIntent').toBe(true);
    for (const body of ours) for (const pattern of card) expect(body, `a request to our server carries ${pattern}`).not.toMatch(pattern);
    // The same look finds the cards in what went to Stripe (from Stripe's frame): it would see them anywhere.
    const stripe = bodies(sent.stripe).join('\n');
    for (const number of ['4242424242424242', '4000002760003184', '5555555555554444']) expect(stripe).toContain(number);
  });

  test('the paying pages let Stripe in through their CSP; the church’s other pages do not', async ({ request }) => {
    const headers = { Host: `grace.localhost:${server.port}` };
    const csp = async (path: string) => (await request.get(`http://127.0.0.1:${server.port}${path}`, { headers })).headers()['content-security-policy'] ?? '';
    for (const path of ['/checkout', '/give', '/user/addcard', '/user/cards']) expect(await csp(path), path).toContain('https://js.stripe.com');
    for (const path of ['/', '/event', '/user/giving']) expect(await csp(path), path).not.toContain('stripe.com');
  });
});
