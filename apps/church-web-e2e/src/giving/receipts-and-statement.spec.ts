import { readFile } from 'node:fs/promises';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { fillCard, signedInFreshMember } from '../support/payments';
import { expect, test } from '../support/test';

test.describe('receipts and the yearly statement', () => {
  test("a member's gift is receipted in the dev mailbox, and the year's statement prints on A4 without the site around it and downloads as a PDF", async ({ page, request }) => {
    const member = await signedInFreshMember(page, request, 'grace', '/give');
    await page.getByRole('checkbox', { name: /^Offering/ }).check();
    await page.getByLabel('Amount for Offering (USD)').fill('40');
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await fillCard(page);
    await page.getByRole('button', { name: 'Give $40.00' }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();

    // The receipts job runs every few seconds beside the server's mail outbox.
    const api = churchApi(request, 'grace');
    const receipts = async () => {
      const answer = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(member.email)}`)).json()) as { messages: { subject: string; text: string }[] };
      return answer.messages.filter((message) => message.subject === 'Receipt for your gift — Grace Community Church');
    };
    await expect.poll(async () => (await receipts()).length, { timeout: 20_000, message: 'the receipt reaches the mailbox' }).toBe(1);
    const [receipt] = await receipts();
    expect(receipt?.text).toContain('Given to: Offering ($40.00).');
    expect(receipt?.text).toContain('issued by Grace Community Church of Boston, Inc., EIN 04-3187652.');

    const year = new Date().getFullYear();
    await page.goto(churchUrl('grace', `/user/giving/statement/${year}`));
    await expect(page.getByRole('heading', { name: `Giving statement ${year}` })).toBeVisible();
    await expect(page.getByText('Grace Community Church of Boston, Inc.')).toBeVisible();
    await expect(page.getByText('EIN 04-3187652')).toBeVisible();
    await expect(page.getByRole('row', { name: `Total given in ${year} $40.00` })).toBeVisible();

    // Printed: the statement alone, with its legal entity and donor; the site's header and the buttons stay on screen.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByText('Jordan Reyes')).toBeVisible();
    await expect(page.getByText('EIN 04-3187652')).toBeVisible();
    const pdfOfPrint = await page.pdf({ preferCSSPageSize: true });
    // A4 as the stylesheet's @page asks: 210 × 297 mm, 595.28 × 841.89 points (Chromium rounds to its pixels).
    const [, width = '0', height = '0'] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdfOfPrint.toString('latin1')) ?? [];
    expect(Math.abs(Number(width) - 595.28)).toBeLessThan(1);
    expect(Math.abs(Number(height) - 841.89)).toBeLessThan(1);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`giving-statement-${year}.pdf`);
    const pdf = await readFile(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
