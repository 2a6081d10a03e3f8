import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { newCpf } from './accounts';
import { startFakeProcess } from './fake-process';
import { repositoryRoot, type ServerProcess, startServerProcess } from './server-process';
import { expect } from './test';
import { solvedCaptcha } from './captcha';

/** The keys the Stripe-served server is started with (the fake takes any test-mode keys). */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  // grace is the church the environment's Stripe account serves (a single-church install's default).
  STRIPE_CHURCH: 'grace',
};

/** The browser-side Stripe.js fake, served in place of Stripe's script and in Stripe's frames. */
const STRIPE_JS = () => readFileSync(`${repositoryRoot()}/libs/payments/src/testing/stripe-js-fake.js`, 'utf8');
const FRAME_HTML = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe</title></head><body><script src="https://js.stripe.com/endive/stripe.js"></script></body></html>';

export interface StripeFake {
  url: string;
  stop(): Promise<void>;
}

/** The server-side Stripe fake (apps/church-api/src/modules/payments/test/stripe-fake.ts) as a process of its own. */
export async function startStripeFake(): Promise<StripeFake> {
  const fake = await startFakeProcess('apps/church-api/src/modules/payments/test/stripe-fake-server.ts', ['FAKE_STRIPE_URL']);
  return { url: fake.urls.FAKE_STRIPE_URL ?? '', stop: fake.stop };
}

/** A church-api process whose cards (grace's) Stripe serves, Stripe being the fake. */
export function startStripeServedServer(port: number, fake: StripeFake): Promise<ServerProcess> {
  return startServerProcess(port, { ...STRIPE_ENV, STRIPE_API_URL: fake.url, PGLITE_DIR: 'memory', MAILBOX_ENABLED: 'true', PAYMENT_JOB_INTERVAL_MS: '0' });
}

/**
 * Routes the browser's Stripe to the fakes, so that the app's code cannot tell: Stripe.js
 * (js.stripe.com, and its frames there and on hooks.stripe.com) to the browser-side fake, Stripe's
 * API (api.stripe.com) to the server-side fake. Nothing reaches the real Stripe.
 */
export async function routeStripe(page: Page, fake: StripeFake) {
  const script = STRIPE_JS();
  // Anything else of Stripe's (its telemetry) goes nowhere. (The routes added last are asked first: this one goes first.)
  await page.route(/^https:\/\/([^/]+\.)?stripe\.(com|network)\//, (route) => route.abort());
  await page.route('https://js.stripe.com/**', (route) => {
    const html = new URL(route.request().url()).pathname.endsWith('.html');
    return route.fulfill({ status: 200, contentType: html ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8', body: html ? FRAME_HTML : script });
  });
  await page.route('https://hooks.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FRAME_HTML }));
  await page.route('https://api.stripe.com/**', async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${asked.pathname}${asked.search}` });
    await route.fulfill({ response });
  });
}

/** Where the Stripe-served server's church pages are. */
export function siteOn(server: ServerProcess, code: string, path = '/') {
  return `http://${code}.localhost:${server.port}${path}`;
}

/** Calls to the Stripe-served server from the test (Node does not resolve *.localhost). */
function apiOn(request: APIRequestContext, server: ServerProcess, code: string) {
  const base = `http://127.0.0.1:${server.port}`;
  const headers = { Host: `${code}.localhost:${server.port}` };
  return {
    get: (path: string, extra: Record<string, string> = {}) => request.get(`${base}${path}`, { headers: { ...headers, ...extra } }),
    post: (path: string, data: unknown, extra: Record<string, string> = {}) => request.post(`${base}${path}`, { headers: { ...headers, ...extra }, data }),
  };
}

/** A new active member of the church on the Stripe-served server, signed in on `path` (as support/sessions.ts does for the suite's server). */
export async function signedInMemberOn(page: Page, request: APIRequestContext, server: ServerProcess, code: string, path: string) {
  const api = apiOn(request, server, code);
  const email = `stripe.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Welcome@2026';
  const church = (await (await api.get(`/api/v1/igreja/codigo/${code}`)).json()) as { igreja: { id: number } };
  const registered = await api.post(`/api/v1/igreja/${church.igreja.id}/usuario/`, {
    email,
    senha: password,
    nome: 'Jordan',
    sobrenome: 'Reyes',
    telefone: '11987651234',
    cpf: newCpf(),
    dataNascimento: '1990-03-14',
    sexo: 'M',
    captcha: await solvedCaptcha(api),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const mailbox = (await (await api.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { messages: { links: string[] }[] };
  const link = mailbox.messages.flatMap((message) => message.links).find((url) => url.includes('verifyToken='));
  const token = new URL(link ?? 'http://x/').searchParams.get('verifyToken');
  expect((await api.post('/api/v1/security/verificar-email', { token })).status()).toBe(204);
  const session = await api.post('/api/v1/security/login_check', { username: email, password });
  expect(session.status()).toBe(200);
  const { refreshToken } = (await session.json()) as { refreshToken: string };
  await page.goto(siteOn(server, code, '/robots.txt'));
  await page.evaluate((token) => localStorage.setItem('church-web:refresh-token', token), refreshToken);
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/v1/security/token/refresh'));
  await page.goto(siteOn(server, code, path));
  expect((await restored).status()).toBe(200);
  return { email, password };
}

/** Types a card into Stripe's own fields (inside Stripe's frame), and the holder's name into ours. */
export async function fillStripeCard(page: Page, number: string, { expiry = '11 / 37', cvc = '739' } = {}) {
  await page.getByLabel('Name on the card').fill('Jordan Reyes');
  const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date MM / YY').fill(expiry);
  await card.getByLabel('Security code').fill(cvc);
}

/** Answers the bank's 3DS check Stripe.js shows over the page (Stripe's test check, in its frame on hooks.stripe.com). */
export async function answerBankCheck(page: Page, passed: boolean) {
  const check = page.frameLocator('iframe[title="3D Secure 2 authentication"]');
  await check.getByRole('button', { name: passed ? 'Complete authentication' : 'Fail authentication' }).click();
}

/** Every request the page sends, with its body: to our server (the church's origin) and to Stripe. */
export function recordRequests(page: Page, server: ServerProcess) {
  const ours: Request[] = [];
  const stripe: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(server.port) && url.hostname.endsWith('.localhost')) ours.push(request);
    else if (url.hostname.endsWith('stripe.com')) stripe.push(request);
  });
  return { ours, stripe };
}
