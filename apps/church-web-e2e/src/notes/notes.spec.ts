import type { APIRequestContext, Page } from '@playwright/test';
import { memberOf, storedSession } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/accessibility';
import { churchApi, freshActiveMember } from '../support/api-calls';
import { churchUrl } from '../support/church-site';
import { ACCESS_TOKEN_LIFETIME_MS, allowForServerClock, apiSession, signInThroughApi, untilAccessTokenExpires } from '../support/sessions';
import { expect, test } from '../support/test';
import { goOfflineOnceNoticeLoaded } from '../support/offline';

/** A fresh member of grace, so that no other test's notes show, signed in on `path`. */
async function signedInFreshMember(page: Page, request: APIRequestContext, path: string) {
  const member = await freshActiveMember(request, 'grace');
  await signInThroughApi(page, 'grace', member.email, member.password, path);
  return member;
}

/** The member's notes API at grace, with a token of their own, and grace's id. */
async function notesApi(request: APIRequestContext, member: { email: string; password: string }) {
  const api = churchApi(request, 'grace');
  const { token } = await apiSession(request, 'grace', member.email, member.password);
  const church = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { id: number } };
  return { api, auth: { Authorization: `Bearer ${token}` }, igreja: church.igreja.id };
}

/** The member's notes at grace as the server has them. */
async function serverNotes(request: APIRequestContext, member: { email: string; password: string }) {
  const { api, auth, igreja } = await notesApi(request, member);
  const listed = await api.get(`/api/v1/user/nota-sermao?igreja=${igreja}&limit=999`, auth);
  return ((await listed.json()) as { notas: { titulo: string; resumo: string }[] }).notas;
}

/** A note the member already keeps at grace, made through the API. */
async function keptNote(request: APIRequestContext, member: { email: string; password: string }, note: { titulo: string; texto: string }) {
  const { api, auth, igreja } = await notesApi(request, member);
  const made = await api.post(`/api/v1/nota-sermao/?igreja=${igreja}`, note, { ...auth, 'Idempotency-Key': crypto.randomUUID() });
  expect(made.status(), await made.text()).toBe(201);
}

test.describe('sermon notes', () => {
  // The round trip of a note, and the accessibility of its screens, in three tests (each with a member of
  // its own): in one, on this project's 2-core machine with two busy loops beside the suite, its screens and
  // two axe scans (2–3 s each there) took half of a test's 30 s, and all of it at half that speed.
  test('the notes list and a note being written have no serious or critical accessibility violations', async ({ page, request }) => {
    await signedInFreshMember(page, request, '/user/notes');
    await expect(page.getByRole('heading', { name: 'You have no notes yet.' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'New note' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Psalm 23');
    await page.getByLabel('Note', { exact: true }).fill('The Lord is my shepherd.');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByText(/^Last changed/)).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('a member writes a note from the account, key by key, leaves it and finds it in the list', async ({ page, request }) => {
    await signedInFreshMember(page, request, '/user/account');
    await page.getByRole('link', { name: 'Sermon notes' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/notes'));
    await expect(page.getByRole('heading', { name: 'You have no notes yet.' })).toBeVisible();

    await page.getByRole('link', { name: 'New note' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Psalm 23');
    // Typed key by key: saved after the first pause, moved to its own address, and the typing goes on in the same editor.
    await page.getByLabel('Note', { exact: true }).pressSequentially('The Lord is my shepherd.');
    await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
    await page.getByLabel('Note', { exact: true }).press('End');
    await page.getByLabel('Note', { exact: true }).pressSequentially(' I shall not want.');
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await expect(page.getByText(/^Last changed/)).toBeVisible();

    await page.getByRole('link', { name: '← All notes' }).click();
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);
    await expect(notes.getByRole('link', { name: 'Psalm 23' })).toBeVisible();
    await expect(notes.getByText('The Lord is my shepherd. I shall not want.')).toBeVisible();
  });

  test('a note without a title is refused, saved with one and deleted; a note emptied and left is deleted', async ({ page, request }) => {
    const member = await freshActiveMember(request, 'grace');
    await keptNote(request, member, { titulo: 'Psalm 23', texto: 'The Lord is my shepherd. I shall not want.' });
    await signInThroughApi(page, 'grace', member.email, member.password, '/user/notes');
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(1);

    // Saving without a title is refused; saved, the member may start a new note.
    await page.getByRole('link', { name: 'New note' }).click();
    await page.getByLabel('Note', { exact: true }).fill('Love is patient.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Give the note a title before saving.')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('1 Corinthians 13');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Note saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
    await page.getByRole('link', { name: 'Delete note' }).click();
    await expect(page.getByText('Delete the note “1 Corinthians 13”? This cannot be undone.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(churchUrl('grace', '/user/notes'));
    await expect(notes.getByRole('listitem')).toHaveCount(1);

    // Emptied and left, a note is deleted.
    await notes.getByRole('link', { name: 'Psalm 23' }).click();
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('The Lord is my shepherd. I shall not want.');
    await page.getByLabel('Note', { exact: true }).fill('');
    await expect(page.getByText('A note without text is deleted when you leave it.')).toBeVisible();
    await page.getByRole('link', { name: '← All notes' }).click();
    await expect(page.getByRole('heading', { name: 'You have no notes yet.' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'You have no notes yet.' })).toBeVisible();
  });

  test('a note typed while offline is kept, and reaches the server when the connection returns', async ({ page, context, request }) => {
    allowForServerClock(ACCESS_TOKEN_LIFETIME_MS);
    const member = await signedInFreshMember(page, request, '/user/notes/new');
    await expect(page.getByRole('heading', { name: 'New note' })).toBeVisible();
    await goOfflineOnceNoticeLoaded(page, context);
    await expect(page.getByText('You are offline. Check your internet connection.')).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill('Typed on the train');
    await page.getByLabel('Note', { exact: true }).fill('Romans 8:28, all things work together for good.');
    await expect(page.getByText('Offline: the note is kept on this device and will be saved when the connection returns.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('You are offline: the note is kept on this device and will be saved when the connection returns.')).toBeVisible();
    // Until the server refuses the page's access token (it lives 8 s here): the send that follows refreshes it first.
    await untilAccessTokenExpires(request, 'grace', (await storedSession(page)).token);
    expect(await serverNotes(request, member)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('All changes saved.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/user\/notes\/\d+$/);
    expect(await serverNotes(request, member)).toEqual([expect.objectContaining({ titulo: 'Typed on the train', resumo: 'Romans 8:28, all things work together for good.' })]);
    await page.getByRole('link', { name: '← All notes' }).click();
    await expect(page.getByRole('list', { name: 'Your notes' }).getByRole('link', { name: 'Typed on the train' })).toBeVisible();
  });

  for (const { code, heading, title, label } of [
    { code: 'esperanca', heading: 'Anotações de sermões', title: 'Salmo 23: o Senhor é o meu pastor', label: 'Título' },
    { code: 'vida', heading: 'Notas de sermones', title: 'Salmo 23: el Señor es mi pastor', label: 'Título' },
  ]) {
    test(`${code}: the demo member's notes in the church's language`, async ({ page }) => {
      await signInThroughApi(page, code, memberOf(code), undefined, '/user/notes');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.getByRole('link', { name: title }).click();
      await expect(page.getByLabel(label)).toHaveValue(title);
    });
  }
});
