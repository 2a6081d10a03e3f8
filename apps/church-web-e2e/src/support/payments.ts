import type { APIRequestContext, Page, Route } from '@playwright/test';
import { churchApi, freshActiveMember } from './api-calls';
import { signInThroughApi } from './sessions';
import { expect } from './test';

type UrlMatcher = Parameters<Page['route']>[0];

/** A fresh member, so that no other test's tickets or gifts count against, or show in, its account, signed in on `path`. */
export async function signedInFreshMember(page: Page, request: APIRequestContext, code: string, path = '/') {
  const member = await freshActiveMember(request, code);
  await signInThroughApi(page, code, member.email, member.password, path);
  return member;
}

/** Types a sandbox test card into a checkout's card fields. */
export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Name on the card').fill('Jordan Reyes');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code (CVV)').fill('123');
}

/**
 * Lets a request reach the server and drops its answer, as a lost connection would: the server does
 * what it asks, and the browser never hears of it. (The test's side reaches the server at 127.0.0.1,
 * naming the church's host, as Node does not resolve *.localhost.)
 */
async function reachServerThenDrop(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } });
  await route.abort('failed');
}

/** What a payment's requests carried, as the browser sent them. */
export interface PaymentAttempts {
  sent: { key: string | undefined; body: string | null }[];
  tokens: () => number;
  /** From now on, answers reach the browser again. */
  stopDropping: () => void;
}

/**
 * Records every POST of a payment (`payment`) and every card tokenisation, and drops the payment's
 * answers (after the server acted on them) until `stopDropping()`.
 */
export async function dropPaymentAnswers(page: Page, payment: UrlMatcher): Promise<PaymentAttempts> {
  const sent: PaymentAttempts['sent'] = [];
  let tokens = 0;
  let dropping = true;
  await page.route('**/api/v1/general/payment/church/*/card/token', async (route) => {
    tokens += 1;
    await route.continue();
  });
  await page.route(payment, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push({ key: route.request().headers()['idempotency-key'], body: route.request().postData() });
    if (!dropping) return route.continue();
    await reachServerThenDrop(route);
  });
  return { sent, tokens: () => tokens, stopDropping: () => (dropping = false) };
}

/** The browser sent one attempt, however many times: one key (long enough for a visitor's), one body, one card tokenised. */
export function expectOneAttempt({ sent, tokens }: PaymentAttempts) {
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent.map((item) => item.key)).size, 'one Idempotency-Key for every request of the attempt').toBe(1);
  expect(sent[0]?.key?.length ?? 0).toBeGreaterThanOrEqual(32);
  expect(new Set(sent.map((item) => item.body)).size, 'the same body, card token included').toBe(1);
  expect(tokens(), 'the card is tokenised once').toBe(1);
}

/** The member's API as the member: signed in there with their password, and their account id. */
export async function memberApi(request: APIRequestContext, code: string, member: { email: string; password: string }) {
  const api = churchApi(request, code);
  const { token } = (await (await api.post('/api/v1/security/login_check', { username: member.email, password: member.password })).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const { usuario } = (await (await api.get('/api/v1/me', auth)).json()) as { usuario: { id: number } };
  return { api, auth, id: usuario.id };
}
