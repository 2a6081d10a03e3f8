import { hostUrl } from '../support/church-site';
import { deliverNotification, ESPERANCA_MERCADOPAGO, type MercadoPagoFake, startMercadoPagoFake, startMercadoPagoServedServer } from '../support/mercadopago';
import type { ServerProcess } from '../support/server-process';
import { signedInMemberOn, siteOn } from '../support/stripe';
import { expect, test } from '../support/test';

/**
 * Issue 24, part 3: a church that brought its own Mercado Pago account (esperanca here, set with
 * npm run church:gateway on a server of its own whose Mercado Pago is the local fake) takes a gift by
 * Pix there: the code the member copies is Mercado Pago's, no sandbox control is offered, and Mercado
 * Pago's signed notification confirms it.
 */
test.describe('Pix through the church’s own Mercado Pago account', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ locale: 'pt-BR' });
  let fake: MercadoPagoFake;
  let server: ServerProcess;

  test.beforeAll(async () => {
    // Two server starts (one to migrate and seed, one after the church's account is set): at most 90 s each.
    test.setTimeout(240_000);
    fake = await startMercadoPagoFake();
    server = await startMercadoPagoServedServer(Number(new URL(hostUrl('localhost')).port) + 23, fake);
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.stop();
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
});
