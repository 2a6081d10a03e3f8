import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { startFakeProcess } from './fake-process';
import { repositoryRoot, type ServerProcess, startServerProcess } from './server-process';
import { expect } from './test';

/** esperanca's own Mercado Pago account, as test credentials (the fake takes any of this shape). */
export const ESPERANCA_MERCADOPAGO = {
  accessToken: 'TEST-5150515051505150-112726-e2eaccesstokene2eaccesstoken00-123456789',
  publicKey: 'TEST-5a0b1c2d-3e4f-4a5b-8c7d-e2epublickey01',
  webhookSecret: 'e2e5ec2e2e5ec2e2e5ec2e2e5ec2e2e5ec2e2e5ec2e2e5ec2e2e5ec2e2e5ec2e',
};
/** The key that seals the churches' gateway secrets on the Mercado Pago-served server. */
const SECRETS_KEY = `e2e:${'5e'.repeat(32)}`;

export interface MercadoPagoFake {
  url: string;
  /** Has the payer pay our payment `codigo` there, and answers the signed notification Mercado Pago would send. */
  approve(codigo: string, secret: string): Promise<{ query: Record<string, string>; headers: Record<string, string>; payload: string }>;
  stop(): Promise<void>;
}

/** The Mercado Pago fake (apps/church-api/src/modules/payments/test/mercadopago-fake.ts) as a process of its own. */
export async function startMercadoPagoFake(): Promise<MercadoPagoFake> {
  const fake = await startFakeProcess('apps/church-api/src/modules/payments/test/mercadopago-fake-server.ts', ['FAKE_MERCADOPAGO_URL', 'FAKE_MERCADOPAGO_CONTROL']);
  const control = fake.urls.FAKE_MERCADOPAGO_CONTROL;
  return {
    url: fake.urls.FAKE_MERCADOPAGO_URL ?? '',
    approve: async (codigo, secret) => {
      const answer = await fetch(`${control}/approve`, { method: 'POST', body: JSON.stringify({ externalReference: codigo, secret }) });
      if (!answer.ok) throw new Error(`The Mercado Pago fake could not approve ${codigo}: ${await answer.text()}`);
      return (await answer.json()) as { query: Record<string, string>; headers: Record<string, string>; payload: string };
    },
    stop: fake.stop,
  };
}

/** Runs `npm run church:gateway`'s command against the embedded database in `dataDir` (the server stopped). */
function configureGateway(dataDir: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/church-api/src/modules/payments/cli/church-gateway.ts', ...args], {
      cwd: repositoryRoot(),
      env: { ...process.env, PGLITE_DIR: dataDir, PAYMENT_SECRETS_KEYS: SECRETS_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`church:gateway ${args.join(' ')} exited with ${code}: ${out}`))));
  });
}

/**
 * A church-api process where esperanca's cards, Pix and slips go through its own Mercado Pago account, Mercado
 * Pago being the fake: as an administrator sets one up (docs/payments.md, "Going live"), the server is
 * started once on its own embedded database (migrated and seeded), stopped, the church's account set with
 * `npm run church:gateway`, and started again. (Not NODE_ENV=production: the SDK may be pointed at a
 * local fake only outside production.)
 */
export async function startMercadoPagoServedServer(port: number, fake: MercadoPagoFake): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'church-e2e-mercadopago-'));
  const env = { PGLITE_DIR: dataDir, MAILBOX_ENABLED: 'true', PAYMENT_JOB_INTERVAL_MS: '0', PAYMENT_SECRETS_KEYS: SECRETS_KEY, NODE_ENV: 'development' };
  try {
    const first = await startServerProcess(port, env);
    await first.stop();
    const { accessToken, publicKey, webhookSecret } = ESPERANCA_MERCADOPAGO;
    await configureGateway(dataDir, ['--church', 'esperanca', '--provider', 'mercadopago', '--methods', 'card,pix,boleto', '--access-token', accessToken, '--public-key', publicKey, '--webhook-secret', webhookSecret]);
    const server = await startServerProcess(port, { ...env, MERCADOPAGO_API_URL: fake.url });
    return {
      port,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Delivers a notification to a church's Mercado Pago address on `server`, as Mercado Pago would. */
export async function deliverNotification(request: APIRequestContext, server: ServerProcess, code: string, notification: { query: Record<string, string>; headers: Record<string, string>; payload: string }) {
  const query = new URLSearchParams(notification.query).toString();
  const delivered = await request.post(`http://127.0.0.1:${server.port}/api/v1/pagamento/webhook/mercadopago/${code}?${query}`, {
    headers: { ...notification.headers, Host: `${code}.localhost:${server.port}` },
    data: notification.payload,
  });
  expect(delivered.status(), await delivered.text()).toBe(204);
}

/** The browser-side MercadoPago.js fake, served in place of Mercado Pago's script and in its secure fields' frames. */
const MERCADOPAGO_JS = () => readFileSync(`${repositoryRoot()}/libs/payments/src/testing/mercadopago-js-fake.js`, 'utf8');
const FIELD_HTML = '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Mercado Pago</title></head><body><script src="https://sdk.mercadopago.com/js/v2"></script></body></html>';

/**
 * Routes the browser's Mercado Pago to the fakes, so that the app's code cannot tell: MercadoPago.js
 * (sdk.mercadopago.com, and its secure fields' frames there) to the browser-side fake, Mercado Pago's API
 * (api.mercadopago.com) to the server-side fake. Anything else of Mercado Pago's or Mercado Libre's goes nowhere.
 */
export async function routeMercadoPago(page: Page, fake: MercadoPagoFake) {
  const script = MERCADOPAGO_JS();
  // The routes added last are asked first: this catch-all goes first.
  await page.route(/^https:\/\/([^/]+\.)?(mercadopago|mercadolibre|mlstatic)\.com\//, (route) => route.abort());
  await page.route('https://sdk.mercadopago.com/**', (route) => {
    const html = new URL(route.request().url()).pathname.endsWith('.html');
    return route.fulfill({ status: 200, contentType: html ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8', body: html ? FIELD_HTML : script });
  });
  await page.route('https://api.mercadopago.com/**', async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${asked.pathname}${asked.search}` });
    await route.fulfill({ response });
  });
}

/** Types a card into Mercado Pago's secure fields (each in its frame), and the holder's name and CPF into ours. */
export async function fillMercadoPagoCard(page: Page, number: string, { holder = 'APRO', cpf = '529.982.247-25', expiry = '11/30', code = '123' } = {}) {
  await page.getByLabel('Nome impresso no cartão').fill(holder);
  await page.getByLabel('CPF do titular do cartão').fill(cpf);
  await page.frameLocator('iframe[title="Secure cardNumber field"]').getByRole('textbox').fill(number);
  await page.frameLocator('iframe[title="Secure expirationDate field"]').getByRole('textbox').fill(expiry);
  await page.frameLocator('iframe[title="Secure securityCode field"]').getByRole('textbox').fill(code);
}
