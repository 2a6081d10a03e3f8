import {
  deliverNotification,
  ESPERANCA_MERCADOPAGO,
  fillMercadoPagoCard,
  type MercadoPagoFake,
  routeMercadoPago,
  startMercadoPagoFake,
  startMercadoPagoServedServer,
} from '../support/mercadopago';
import { freePort, type ServerProcess } from '../support/server-process';
import { recordRequests, signedInMemberOn, siteOn } from '../support/stripe';
import { expect, test } from '../support/test';

/**
 * Issue 24, part 3: a church that brought its own Mercado Pago account (esperanca here, set with
 * npm run church:gateway on a server of its own whose Mercado Pago is the local fake) takes a gift by
 * Pix there: the code the member copies is Mercado Pago's, no sandbox control is offered, and Mercado
 * Pago's signed notification confirms it. Its cards are typed into Mercado Pago's secure fields
 * (MercadoPago.js, served by the browser-side fake in place of Mercado Pago's script: the app cannot
 * tell), and no card number reaches our server.
 */
test.describe('Pix and cards through the church’s own Mercado Pago account', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ locale: 'pt-BR' });
  let fake: MercadoPagoFake;
  let server: ServerProcess;

  test.beforeAll(async () => {
    // Two server starts (one to migrate and seed, one after the church's account is set): at most 150 s each.
    test.setTimeout(360_000);
    fake = await startMercadoPagoFake();
    server = await startMercadoPagoServedServer(await freePort(), fake);
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.stop();
  });

  test.beforeEach(async ({ page }) => {
    await routeMercadoPago(page, fake);
  });

  test('a member gives by Pix with Mercado Pago’s code, and its notification confirms the gift', async ({ page, request }) => {
    await signedInMemberOn(page, request, server, 'esperanca', '/give');
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('20');
    await page.getByRole('radio', { name: 'Pix' }).check();
    // Mercado Pago is a real provider: no test-mode notice.
    await expect(page.getByText(/^Modo de teste/)).toHaveCount(0);
    const given = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/pagamento/' && response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Doar R\$/ }).click();
    const { pagamento } = (await (await given).json()) as { pagamento: { codigo: string; pix: { copiaECola: string } } };

    await expect(page.getByRole('heading', { name: 'Obrigado pela sua doação!' })).toBeVisible();
    // The copy-and-paste code shown is the one Mercado Pago made; the sandbox's "mark as paid" is not offered.
    await expect(page.getByText(pagamento.pix.copiaECola, { exact: true })).toBeVisible();
    expect(pagamento.pix.copiaECola).toMatch(/^000201/);
    await expect(page.getByRole('button', { name: 'Marcar como pago (sandbox)' })).toHaveCount(0);

    // The payer pays at the bank; Mercado Pago tells the church's address (twice, as it may), and the gift is confirmed.
    const notification = await fake.approve(pagamento.codigo, ESPERANCA_MERCADOPAGO.webhookSecret);
    await deliverNotification(request, server, 'esperanca', notification);
    // The thank-you page, which asks every few seconds while a Pix waits, shows it paid by itself; so does the payment's page.
    await expect(page.getByText('Pagamento confirmado').first()).toBeVisible();
    await page.goto(siteOn(server, 'esperanca', `/user/payment/${pagamento.codigo}`));
    await expect(page.getByText('Pagamento confirmado').first()).toBeVisible();
  });

  test('a member gives by a card typed into Mercado Pago’s fields: the card goes to Mercado Pago only, is charged once and not kept', async ({ page, request }) => {
    const seen = recordRequests(page, server);
    const toMercadoPago: { url: string; body: string }[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).hostname === 'api.mercadopago.com') toMercadoPago.push({ url: sent.url(), body: sent.postData() ?? '' });
    });
    await signedInMemberOn(page, request, server, 'esperanca', '/give');
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('35');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    // Mercado Pago's frames, not the sandbox's fields; no test-mode notice, no "save this card" (Mercado Pago's cards are not kept).
    await expect(page.locator('iframe[title="Secure cardNumber field"]')).toBeVisible();
    await expect(page.getByText(/^Modo de teste/)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /Salvar este cartão/ })).toHaveCount(0);

    // A CPF that is not one is said on its field, before anything is sent.
    await fillMercadoPagoCard(page, '4235 6477 2802 5682', { cpf: '111.111.111-11' });
    await page.getByRole('button', { name: /^Doar R\$/ }).click();
    await expect(page.getByText('Informe o CPF do titular do cartão.')).toBeVisible();
    expect(toMercadoPago).toEqual([]);

    await page.getByLabel('CPF do titular do cartão').fill('529.982.247-25');
    const given = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/pagamento/' && response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Doar R\$/ }).click();
    const answer = (await (await given).json()) as { pagamento: { codigo: string; status: string } };
    expect(answer.pagamento.status).toBe('aprovado');
    await expect(page.getByRole('heading', { name: 'Obrigado pela sua doação!' })).toBeVisible();

    // The card went to Mercado Pago (from its frame), and only its token to our server.
    expect(toMercadoPago.filter((sent) => sent.url.includes('/v1/card_tokens')).map((sent) => JSON.parse(sent.body).card_number)).toEqual(['4235647728025682']);
    const bodies = seen.ours.map((sent) => sent.postData() ?? '').join('\n');
    expect(bodies).not.toContain('4235647728025682');
    expect(bodies).not.toContain('4235 6477 2802 5682');
    expect(bodies).not.toMatch(/"(numero|cvv|validade|security_code|card_number)"/);
  });

  test('a card Mercado Pago refuses is said so, and nothing is charged', async ({ page, request }) => {
    await signedInMemberOn(page, request, server, 'esperanca', '/give');
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('12');
    await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
    // Mercado Pago's test mode refuses a card whose holder is named OTHE.
    await fillMercadoPagoCard(page, '5031 4332 1540 6351', { holder: 'OTHE' });
    const given = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/pagamento/' && response.request().method() === 'POST');
    await page.getByRole('button', { name: /^Doar R\$/ }).click();
    expect(((await (await given).json()) as { pagamento: { status: string } }).pagamento.status).toBe('nao_aprovado');
    await expect(page.getByText('Pagamento não aprovado').first()).toBeVisible();
  });
});
