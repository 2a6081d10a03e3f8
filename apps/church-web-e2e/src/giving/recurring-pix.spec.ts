import { signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

test.describe('recurring gifts by Pix', () => {
  test('a member at the Pix church sets up a monthly Pix gift, pays its first Pix and sees it in My giving', async ({ page, request }) => {
    await signedInFreshMember(page, request, 'esperanca', '/give');
    await page.getByRole('checkbox', { name: /^Dízimo/ }).check();
    await page.getByLabel('Valor para Dízimo (BRL)').fill('100');
    await page.getByRole('checkbox', { name: 'Repetir esta doação automaticamente' }).check();
    await expect(page.getByLabel('A cada')).toHaveValue('30');
    // Pix stays open to a recurring gift (the slip does not), and says what each period will be.
    const pix = page.getByRole('radio', { name: 'Pix' });
    await expect(pix).toBeEnabled();
    await pix.check();
    await expect(page.getByText(/^Paga por Pix agora; depois, em cada data, um novo Pix é enviado ao seu e-mail/)).toBeVisible();
    await page.getByRole('button', { name: /^Doar R\$\s?100,00 agora e depois automaticamente$/ }).click();
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
    await page.getByRole('button', { name: 'Marcar como pago (sandbox)' }).click();
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado' })).toBeVisible();

    await page.getByRole('link', { name: 'Minhas doações' }).click();
    await expect(page.getByText(/^R\$\s?100,00 para Dízimo, a cada 30 dias$/)).toBeVisible();
    await expect(page.getByText('Paga por Pix: um novo Pix é enviado ao seu e-mail em cada data.')).toBeVisible();
    await expect(page.getByText(/^Próximo Pix: /)).toBeVisible();
    // The first Pix is paid: nothing waits, and no card is asked for.
    await expect(page.getByRole('link', { name: 'Pagar este Pix' })).toHaveCount(0);
    await expect(page.getByText(/Cobrada no|Cobrado no|Sem cartão salvo/)).toHaveCount(0);
  });
});
