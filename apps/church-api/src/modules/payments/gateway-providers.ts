import type { PaymentMethod } from './payment-method';

/** The methods a church may give to a provider of its own; cash and free registrations never go to one. */
export const CONFIGURABLE_METHODS = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH', 'CARTEIRA_DIGITAL'] as const satisfies readonly PaymentMethod[];
export type ConfigurableMethod = (typeof CONFIGURABLE_METHODS)[number];

/** The methods as the command line names them. */
export const METHOD_NAMES: Readonly<Record<string, ConfigurableMethod>> = {
  card: 'CARTAO_CREDITO',
  pix: 'PIX',
  boleto: 'BOLETO',
  slip: 'BOLETO',
  ach: 'ACH',
  wallet: 'CARTEIRA_DIGITAL',
};

/** The short name of a method (`card`). */
export function methodName(method: PaymentMethod): string {
  return Object.entries(METHOD_NAMES).find(([, code]) => code === method)?.[0] ?? method.toLowerCase();
}

/** One credential of a provider: its field in the sealed JSON (or the public key), its command-line flag, and its shape. */
export interface CredentialSpec {
  field: string;
  flag: string;
  description: string;
  pattern: RegExp;
}

/**
 * A provider a church can bring: the methods its adapter takes, its secret credentials (stored only
 * sealed, as one JSON object) and its public key (stored as is: the browser gets it). A new provider
 * is an entry here and an adapter (payment-services.ts); the tables do not change.
 */
export interface ProviderSpec {
  name: string;
  title: string;
  methods: readonly ConfigurableMethod[];
  secrets: readonly CredentialSpec[];
  publicKey: CredentialSpec;
  /** `test` or `live`, from the keys given; keys of both modes together are refused. */
  modeOf(secrets: Readonly<Record<string, string>>, publicKey: string | null): 'test' | 'live' | 'mixed';
}

const STRIPE_MODE = /^(?:sk|rk|pk)_(test|live)_/;

export const STRIPE_PROVIDER: ProviderSpec = {
  name: 'stripe',
  title: 'Stripe',
  methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH'],
  secrets: [
    { field: 'secretKey', flag: '--secret-key', description: 'secret key (sk_live_…, sk_test_…, or a restricted rk_…)', pattern: /^(?:sk|rk)_(?:test|live)_[A-Za-z0-9]{10,247}$/ },
    { field: 'webhookSecret', flag: '--webhook-secret', description: "webhook endpoint's signing secret (whsec_…)", pattern: /^whsec_[A-Za-z0-9+/=]{10,200}$/ },
  ],
  publicKey: { field: 'publishableKey', flag: '--publishable-key', description: 'publishable key (pk_live_…, pk_test_…)', pattern: /^pk_(?:test|live)_[A-Za-z0-9]{10,247}$/ },
  modeOf(secrets, publicKey) {
    const modes = new Set([secrets.secretKey, publicKey].flatMap((key) => (key ? [STRIPE_MODE.exec(key)?.[1]] : [])));
    return modes.size > 1 ? 'mixed' : modes.has('live') ? 'live' : 'test';
  },
};

const MERCADOPAGO_MODE = /^(TEST|APP_USR)-/;

/**
 * Mercado Pago (Brazil): cards (typed into MercadoPago.js's secure fields in the browser, charged once:
 * not kept), Pix and bank slips through its Payments API (mercadopago/). Its credentials are the application's access token (`APP_USR-…` in production, `TEST-…`
 * for test credentials), its public key, and the secret signature of its Webhooks notifications.
 */
export const MERCADOPAGO_PROVIDER: ProviderSpec = {
  name: 'mercadopago',
  title: 'Mercado Pago',
  methods: ['CARTAO_CREDITO', 'PIX', 'BOLETO'],
  secrets: [
    { field: 'accessToken', flag: '--access-token', description: 'access token (APP_USR-…, or TEST-… for test credentials)', pattern: /^(?:APP_USR|TEST)-[A-Za-z0-9-]{20,250}$/ },
    { field: 'webhookSecret', flag: '--webhook-secret', description: "Webhooks notifications' secret signature", pattern: /^[A-Za-z0-9]{16,128}$/ },
  ],
  publicKey: { field: 'publicKey', flag: '--public-key', description: 'public key (APP_USR-…, or TEST-…)', pattern: /^(?:APP_USR|TEST)-[A-Za-z0-9-]{20,100}$/ },
  modeOf(secrets, publicKey) {
    const modes = new Set([secrets.accessToken, publicKey].flatMap((key) => (key ? [MERCADOPAGO_MODE.exec(key)?.[1]] : [])));
    return modes.size > 1 ? 'mixed' : modes.has('APP_USR') ? 'live' : 'test';
  },
};

/** The providers a church can be configured with (the sandbox needs no configuration: it is what serves a church without one). */
export const PROVIDERS: Readonly<Record<string, ProviderSpec>> = { stripe: STRIPE_PROVIDER, mercadopago: MERCADOPAGO_PROVIDER };

/** A secret as it may be shown: its kind's prefix and its last four characters (`sk_live_…4242`, `APP_USR-…9f3a`). */
export function masked(secret: string): string {
  const prefix = /^(?:[a-z]+_(?:(?:test|live)_)?|APP_USR-|TEST-)/.exec(secret)?.[0] ?? '';
  return secret.length - prefix.length > 8 ? `${prefix}…${secret.slice(-4)}` : `${prefix}…`;
}
