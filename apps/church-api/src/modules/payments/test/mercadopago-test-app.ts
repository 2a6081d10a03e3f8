import type { FastifyInstance } from 'fastify';
import { ChurchRepository } from '../../../platform/tenancy/church-repository';
import type { Database } from '../../../platform/db/database';
import { ChurchGatewayRepository } from '../church-gateway-repository';
import { keyringFrom } from '@church/api-platform/secrets/church-secrets';
import type { FakeMercadoPago, MercadoPagoNotification } from './mercadopago-fake';
import { TEST_SECRETS_KEYS } from './stripe-test-app';
import { type WatchedApp, watchedApp } from './watched-app';

/** A church's own Mercado Pago account in the tests: its credentials (the fake takes any `TEST-…` token). */
export interface MercadoPagoAccount {
  church: string;
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
}

export const ESPERANCA_MERCADOPAGO: MercadoPagoAccount = {
  church: 'esperanca',
  accessToken: 'TEST-1111222233334444-112726-esperancaesperancaesperanca0-191919191',
  publicKey: 'TEST-7f1d9a52-3b0c-4e51-9d6e-esperanca0001',
  webhookSecret: 'e5beca1e5beca1e5beca1e5beca1e5beca1e5beca1e5beca1e5beca1e5beca1e',
};

export const VIDA_MERCADOPAGO: MercadoPagoAccount = {
  church: 'vida',
  accessToken: 'TEST-5555666677778888-112726-vidavidavidavidavidavidavida00-282828282',
  publicKey: 'TEST-0a2b4c6d-8e0f-4a1b-9c3d-vida00000001',
  webhookSecret: '7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1da7e1d',
};

/** The environment of an app whose Mercado Pago clients call `fake`. */
export function mercadoPagoEnv(fake: FakeMercadoPago): NodeJS.ProcessEnv {
  return { PAYMENT_JOB_INTERVAL_MS: '0', MERCADOPAGO_API_URL: fake.url, PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS };
}

type MercadoPagoMethod = 'CARTAO_CREDITO' | 'PIX' | 'BOLETO';

/** A watched app whose churches of `accounts` take `methods` through their own accounts at `fake`; `stop` ends all three. */
export async function mercadoPagoApp(fake: FakeMercadoPago, accounts: { account: MercadoPagoAccount; methods?: MercadoPagoMethod[] }[]): Promise<WatchedApp & { stop(): Promise<void> }> {
  await fake.start();
  const watched = await watchedApp(mercadoPagoEnv(fake));
  for (const { account, methods } of accounts) {
    fake.pairKeys(account.publicKey, account.accessToken);
    await configureMercadoPago(watched.app, watched.database.handle.db, account, methods);
  }
  return {
    ...watched,
    stop: async () => {
      await watched.app.close();
      await watched.database.dispose();
      await fake.stop();
    },
  };
}

/**
 * Gives a church its own Mercado Pago account for Pix and slips, or the `methods` given (as npm run church:gateway -- --provider
 * mercadopago does), and waits until the app has heard of it (its notifications' address knows the
 * account: an unsigned notification is refused there, no longer a 404).
 */
export async function configureMercadoPago(app: FastifyInstance, db: Database, account: MercadoPagoAccount, methods: MercadoPagoMethod[] = ['PIX', 'BOLETO']): Promise<number> {
  const church = await new ChurchRepository(db).findSummary('code', account.church);
  if (!church) throw new Error(`No church ${account.church}`);
  await new ChurchGatewayRepository(db, keyringFrom({ PAYMENT_SECRETS_KEYS: TEST_SECRETS_KEYS })).configure(church.id, {
    provider: 'mercadopago',
    methods,
    secrets: { accessToken: account.accessToken, webhookSecret: account.webhookSecret },
    publicKey: account.publicKey,
  });
  const shown = async () => (await app.inject({ method: 'POST', url: `/api/v1/pagamento/webhook/mercadopago/${account.church}`, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode === 400;
  for (const started = Date.now(); !(await shown()); await new Promise((resolve) => setTimeout(resolve, 25))) {
    if (Date.now() - started > 30_000) throw new Error(`The app did not hear that ${account.church} has its own Mercado Pago account`);
  }
  return church.id;
}

/** Delivers a Mercado Pago notification to a church's address, as Mercado Pago does (its query on the URL, its headers, its JSON). */
export function deliverMercadoPagoNotification(app: FastifyInstance, church: string, notification: MercadoPagoNotification, changes: { headers?: Record<string, string | undefined>; query?: Record<string, string>; payload?: string } = {}) {
  const query = new URLSearchParams({ ...notification.query, ...changes.query });
  const headers = Object.fromEntries(Object.entries({ ...notification.headers, ...changes.headers }).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return app.inject({ method: 'POST', url: `/api/v1/pagamento/webhook/mercadopago/${church}?${query}`, headers, payload: changes.payload ?? notification.payload });
}
