import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi } from '../support/api-calls';
import { churchUrl } from '../support/church-site';

test.describe('praise', () => {
  test("grace: the live service's songs beside the stream, a song's chords moved to F written in F (Bb, C/E), and back", async ({ page }) => {
    // The live page with every panel, and an accessibility scan of it: a minute was not enough on a busy machine.
    test.slow();
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) => route.abort());
    await page.goto(churchUrl('grace', '/live'));
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    await page.getByRole('tab', { name: 'Songs' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Songs' });
    await expect(panel.getByRole('listitem')).toHaveText(['Amazing GraceJohn Newton · Key of G', 'Holy, Holy, HolyReginald Heber · Key of D', 'DoxologyThomas Ken · Key of F']);

    await panel.getByRole('button', { name: /Holy, Holy, Holy/ }).click();
    await expect(panel.getByRole('heading', { name: 'Holy, Holy, Holy' })).toBeVisible();
    const key = panel.getByRole('status', { name: /^Key:/ });
    await expect(key).toHaveText('D');
    // The verse's last line (its pieces: "God in three ", "Persons, ", "blessed ", "Trini", "ty!").
    const lastLine = panel.locator('p', { hasText: 'Trini' }).first();
    await expect(lastLine).toContainText('D/F♯');
    // Three semitones up from D is F, whose signature writes B♭ (never A♯) and the slash bass F/A.
    for (let step = 0; step < 3; step += 1) await panel.getByRole('button', { name: 'A semitone up' }).click();
    await expect(key).toHaveText('F');
    await expect(lastLine).toContainText('F/A');
    await expect(panel.getByText('B♭', { exact: true }).first()).toBeVisible();
    await expect(panel.locator('text=A♯')).toHaveCount(0);
    await expectNoSeriousViolations(page);

    await panel.getByRole('button', { name: 'Back to the songs' }).click();
    await expect(panel.getByRole('button', { name: /Doxology/ })).toBeVisible();
  });

  test('esperanca: a song embedded in another page, in the colour it asks for, and the score-only song', async ({ page, request }) => {
    const api = churchApi(request, 'esperanca');
    const live = (await (await api.get('/api/v1/igreja/igreja-esperanca-sao-paulo/transmissao/atual')).json()).transmissao.id as number;
    const setlist = (await (await api.get(`/api/v1/igreja/igreja-esperanca-sao-paulo/transmissao/${live}/louvores`)).json()).itens as { id: number }[];
    expect(setlist.length).toBeGreaterThan(0);
    const first = setlist[0]?.id;
    await page.goto(churchUrl('esperanca', `/embed/praise?praiseId=${first}&embedColor=0a7d3b`));
    await expect(page.getByRole('heading', { name: 'Manhã de Graça' })).toBeVisible();
    await expect(page.getByRole('status', { name: /^Tom:/ })).toHaveText('E');
    await expect(page.locator('header[role="banner"], nav')).toHaveCount(0);
    await page.getByRole('button', { name: 'Letra' }).click();
    await expect(page.getByText('Nova manhã, graça sem fim,')).toBeVisible();

    const scoreId = (setlist.at(-1)?.id ?? 0) + 1;
    await page.goto(churchUrl('esperanca', `/embed/praise?praiseId=${scoreId}`));
    await expect(page.getByRole('img', { name: 'Amazing Grace — melodia (SVG)' })).toBeVisible();
    await page.goto(churchUrl('esperanca', '/embed/praise?praiseId=999999'));
    await expect(page.getByText('Não foi possível buscar as informações da música.')).toBeVisible();
  });

  test('vida has the services switched off: the embed address goes home', async ({ page }) => {
    await page.goto(churchUrl('vida', '/embed/praise?praiseId=1'));
    await expect(page).toHaveURL(churchUrl('vida', '/'));
  });
});
