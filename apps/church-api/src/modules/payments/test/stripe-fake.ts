import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake got: its method, path, form fields (bracket keys as sent), idempotency key and API key. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  fields: Record<string, string>;
  idempotencyKey: string | undefined;
  apiKey: string;
}

interface Answer {
  status: number;
  body: unknown;
}

/** An answer kept back until the test releases it. */
interface HeldAnswer {
  path: string;
  reached: () => void;
  released: Promise<void>;
}

interface StoredMethod {
  object: Record<string, unknown> & { id: string; customer: string | null };
  number: string;
  /** Confirmed once without a customer: Stripe will not take it again. */
  used: boolean;
}

type StoredIntent = Record<string, unknown> & { id: string; status: string; metadata: { codigo?: string }; client_secret: string };
type StoredSetup = Record<string, unknown> & { id: string; status: string; customer: string | null; client_secret: string; payment_method: string | null };

/** The calls Stripe.js makes with a publishable key (and, for an intent, its client secret); every other call needs the secret key. */
const PUBLISHABLE_CALLS: { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/v1\/payment_methods$/ },
  { method: 'GET', path: /^\/v1\/(payment|setup)_intents\/\w+$/ },
  { method: 'POST', path: /^\/v1\/setup_intents\/\w+\/confirm$/ },
  { method: 'POST', path: /^\/v1\/(payment|setup)_intents\/\w+\/test_authentication$/ },
];

/** Browsers call the fake from the page's origin and from Stripe's frames (Stripe's API answers them so). */
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS', 'access-control-allow-headers': 'content-type, authorization' };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's documented test cards that do not simply succeed, and what the fake does with them. */
const DECLINED = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';
const INCORRECT_CVC = '4000000000000127';
/** 3DS2 required, and "always authenticate": the bank's check runs on every charge and every setup. */
const THREE_D_SECURE = new Set(['4000000000003220', '4000002760003184']);

/** Stripe's answer to a declined card, by its test number. */
function declineOf(number: string): { code: string; message: string; decline_code: string } | undefined {
  if (number === DECLINED) return { code: 'card_declined', message: 'Your card was declined.', decline_code: 'generic_decline' };
  if (number === INSUFFICIENT_FUNDS) return { code: 'card_declined', message: 'Your card has insufficient funds.', decline_code: 'insufficient_funds' };
  return undefined;
}

/** The publishable key the fake's browser side (and tests acting as Stripe.js) use. */
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fake';

function luhn(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  });
  return sum % 10 === 0;
}

const cardError = (code: string, message: string, extra: Record<string, unknown> = {}): Answer => ({ status: 402, body: { error: { type: 'card_error', code, message, ...extra } } });
const invalidRequest = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({ status, body: { error: { type: 'invalid_request_error', message, ...extra } } });
const missingParam = (param: string) => invalidRequest(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });

/**
 * A local stand-in for Stripe's API: it answers the SDK's form-encoded calls with the shapes Stripe
 * documents (payment methods, customers, PaymentIntents and SetupIntents and their next actions, card
 * and request errors with their HTTP statuses, idempotent replays) and the rules the adapter depends on
 * (a payment method without a customer is charged once; a kept one is charged as its customer's).
 * It also answers the calls Stripe.js makes from a browser with a publishable key (`key=pk_test_…`):
 * making a card's PaymentMethod, reading an intent by its client secret, confirming a SetupIntent, and
 * the bank's 3DS check (`test_authentication`, standing for what Stripe's hosted test page does); the
 * browser-side fake (libs/payments/src/testing/stripe-js-fake.js) calls those, and Node tests act as
 * Stripe.js through `browser…` helpers. It records what it was sent, and can be told to fail its next call.
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  /** How many PaymentIntents were created (an idempotent replay creates none). */
  intentsCreated = 0;
  url = '';
  private readonly server: Server;
  private readonly methods = new Map<string, StoredMethod>();
  private readonly customers = new Set<string>();
  private readonly replays = new Map<string, { fields: string; answer: Answer }>();
  private readonly failures: Answer[] = [];
  /** The PaymentIntents made, by id, as they stand (search, retrieve, cancel and refunds read them). */
  readonly intents = new Map<string, StoredIntent>();
  /** The SetupIntents made, by id, as they stand. */
  readonly setups = new Map<string, StoredSetup>();
  /** How many refunds were made (an idempotent replay makes none). */
  refundsCreated = 0;
  /** How many SetupIntents were made. */
  setupsCreated = 0;
  private readonly lostAnswers: { path: string }[] = [];
  private readonly held: HeldAnswer[] = [];

  constructor() {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const lostAt = this.lostAnswers.findIndex((lost) => lost.path === path);
      const lost = lostAt >= 0 ? this.lostAnswers.splice(lostAt, 1)[0] : undefined;
      const heldAt = this.held.findIndex((held) => held.path === path);
      const held = heldAt >= 0 ? this.held.splice(heldAt, 1)[0] : undefined;
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS);
        return response.end();
      }
      void this.answer(request).then(async ({ status, body }) => {
        if (lost) return response.destroy();
        if (held) {
          held.reached();
          await held.released;
        }
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...CORS });
        response.end(JSON.stringify(body));
      });
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /**
   * The next call to `path` is served (what it makes is made) but its answer never arrives: the
   * connection is cut, as a network failure after Stripe acted would leave it.
   */
  loseNextAnswer(path: string): void {
    this.lostAnswers.push({ path });
  }

  /**
   * The next call to `path` is served but its answer waits until `release()`; `reached` resolves once
   * the call has been served (what it makes exists). A process killed meanwhile never gets it.
   */
  holdNextAnswer(path: string): { reached: Promise<void>; release: () => void } {
    const held: HeldAnswer = { path, reached: () => undefined, released: Promise.resolve() };
    let release = () => undefined as void;
    held.released = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (held.reached = resolve));
    this.held.push(held);
    return { reached, release };
  }

  /** The next call answers this (e.g. 500 `api_error`) instead of being served. */
  failNext(status: number, type = 'api_error', message = 'An unknown error occurred.'): void {
    this.failures.push({ status, body: { error: { type, message } } });
  }

  /**
   * What Stripe.js does in a buyer's browser with the card typed into Stripe's fields: makes its
   * PaymentMethod with the publishable key (over HTTP, recorded like any call). Answers its id (`pm_…`).
   */
  async browserPaymentMethod(number: string, expiry: { month: number; year: number } = { month: 12, year: 2040 }): Promise<string> {
    const answer = await this.browserCall('POST', '/v1/payment_methods', { type: 'card', 'card[number]': number.replace(/\s/g, ''), 'card[exp_month]': String(expiry.month), 'card[exp_year]': String(expiry.year), 'card[cvc]': '123', 'billing_details[name]': 'Jordan Reyes' });
    if (typeof answer.id !== 'string') throw new Error(`Stripe.js could not make the card: ${JSON.stringify(answer)}`);
    return answer.id;
  }

  /** What Stripe.js's confirmCardSetup does with a SetupIntent's client secret and a typed card (the bank's check is then `browserAuthenticate`). */
  async browserConfirmSetup(clientSecret: string, number: string): Promise<Record<string, unknown>> {
    const setupId = clientSecret.split('_secret_')[0] ?? '';
    return this.browserCall('POST', `/v1/setup_intents/${setupId}/confirm`, {
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number.replace(/\s/g, ''),
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2040',
      'payment_method_data[card][cvc]': '123',
    });
  }

  /** The bank's 3DS check answered in the buyer's browser (Stripe.js's handleNextAction, or confirmCardSetup's): passed or failed. */
  async browserAuthenticate(clientSecret: string, passed: boolean): Promise<Record<string, unknown>> {
    const intentId = clientSecret.split('_secret_')[0] ?? '';
    const kind = intentId.startsWith('seti_') ? 'setup_intents' : 'payment_intents';
    return this.browserCall('POST', `/v1/${kind}/${intentId}/test_authentication`, { client_secret: clientSecret, outcome: passed ? 'complete' : 'fail' });
  }

  private async browserCall(method: 'GET' | 'POST', path: string, fields: Record<string, string>): Promise<Record<string, unknown>> {
    const body = new URLSearchParams({ key: FAKE_PUBLISHABLE_KEY, ...fields });
    const response = await fetch(`${this.url}${path}`, { method, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() });
    const answer = (await response.json()) as Record<string, unknown>;
    return (answer.error as Record<string, unknown> | undefined) ? { ...answer, status_code: response.status } : answer;
  }

  /** The PaymentIntents created, as their create calls' fields. */
  intentRequests(): FakeStripeRequest[] {
    return this.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
  }

  private async answer(request: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const fields = Object.fromEntries(new URLSearchParams(body));
    const method = request.method ?? 'GET';
    const [path = '', search = ''] = (request.url ?? '').split('?');
    const query = new URLSearchParams(search);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    // The SDK sends its secret key as a bearer token; Stripe.js sends its publishable key as `key`.
    const apiKey = (request.headers.authorization ?? '').replace(/^Bearer /, '') || fields.key || query.get('key') || '';
    this.requests.push({ method, path, fields, idempotencyKey, apiKey });
    const failure = this.failures.shift();
    if (failure) return failure;
    if (apiKey.startsWith('pk_test_')) {
      if (!PUBLISHABLE_CALLS.some((call) => call.method === method && call.path.test(path))) {
        return invalidRequest(401, 'This API call cannot be made with a publishable API key. Please use a secret API key.');
      }
      return this.browserRoute(method, path, { ...Object.fromEntries(query), ...fields });
    }
    if (!apiKey.startsWith('sk_test_')) return invalidRequest(401, `Invalid API Key provided: ${apiKey.slice(0, 8)}…`);
    if (method !== 'POST' || !idempotencyKey) return this.route(method, path, fields, query);
    // Stripe keeps a key's first answer and refuses the key with other parameters.
    const replay = this.replays.get(idempotencyKey);
    if (replay) {
      return replay.fields === body
        ? replay.answer
        : { status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } };
    }
    const answer = this.route(method, path, fields);
    this.replays.set(idempotencyKey, { fields: body, answer });
    return answer;
  }

  /** Sets a PaymentIntent's status as Stripe would after the payer acts (a Pix paid, a slip paid). */
  settle(intentId: string, status: 'succeeded' | 'canceled' | 'requires_payment_method'): void {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`No intent ${intentId}`);
    intent.status = status;
    intent.next_action = null;
  }

  /** Keeps each PaymentIntent an answer carries (a created one, or one a card error names) to be found later. */
  private kept(answer: Answer): Answer {
    const body = answer.body as { id?: string; object?: string; error?: { payment_intent?: { id?: string } } };
    const intent = body.object === 'payment_intent' ? body : body.error?.payment_intent;
    if (intent?.id) this.intents.set(intent.id, intent as never);
    return answer;
  }

  /** Stripe's search, for the one query the adapter makes: `metadata['codigo']:'<code>'`. */
  private search(query: URLSearchParams): Answer {
    const codigo = /^metadata\['codigo'\]:'([A-Z0-9]+)'$/.exec(query.get('query') ?? '')?.[1];
    if (!codigo) return invalidRequest(400, 'Invalid search query.', { param: 'query' });
    const data = [...this.intents.values()].filter((intent) => intent.metadata.codigo === codigo);
    return { status: 200, body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data, next_page: null } };
  }

  private cancel(intent: Record<string, unknown> & { status: string }): Answer {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return invalidRequest(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, { code: 'payment_intent_unexpected_state' });
    }
    intent.status = 'canceled';
    intent.next_action = null;
    return { status: 200, body: intent };
  }

  private refund(fields: Record<string, string>): Answer {
    const intent = this.intents.get(fields.payment_intent ?? '');
    if (!intent) return invalidRequest(400, `No such payment_intent: '${fields.payment_intent}'`, { code: 'resource_missing', param: 'payment_intent' });
    if (intent.status !== 'succeeded') return invalidRequest(400, 'This PaymentIntent does not have a successful charge to refund.', { code: 'charge_not_refundable' });
    this.refundsCreated += 1;
    intent.refunded = true;
    return { status: 200, body: { id: id('re'), object: 'refund', amount: intent.amount, payment_intent: intent.id, status: 'succeeded', metadata: { codigo: fields['metadata[codigo]'] } } };
  }

  private route(method: string, path: string, fields: Record<string, string>, query = new URLSearchParams()): Answer {
    if (method === 'POST' && path === '/v1/payment_methods') return this.createPaymentMethod(fields);
    const methodPath = /^\/v1\/payment_methods\/(\w+)(\/attach)?$/.exec(path);
    if (methodPath) {
      const stored = this.methods.get(methodPath[1] ?? '');
      if (!stored) return invalidRequest(404, `No such PaymentMethod: '${methodPath[1]}'`, { code: 'resource_missing', param: 'id' });
      if (method === 'GET' && !methodPath[2]) return { status: 200, body: stored.object };
      if (method === 'POST' && methodPath[2]) return this.attach(stored, fields.customer ?? '');
    }
    if (method === 'POST' && path === '/v1/customers') return this.createCustomer(fields);
    if (method === 'POST' && path === '/v1/payment_intents') return this.kept(this.createPaymentIntent(fields));
    if (method === 'GET' && path === '/v1/payment_intents/search') return this.search(query);
    const intentPath = /^\/v1\/payment_intents\/(pi_\w+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = this.intents.get(intentPath[1] ?? '');
      if (!intent) return invalidRequest(404, `No such payment_intent: '${intentPath[1]}'`, { code: 'resource_missing', param: 'intent' });
      if (method === 'GET' && !intentPath[2]) return { status: 200, body: intent };
      if (method === 'POST' && intentPath[2]) return this.cancel(intent);
    }
    if (method === 'POST' && path === '/v1/refunds') return this.refund(fields);
    if (method === 'POST' && path === '/v1/setup_intents') return this.createSetupIntent(fields);
    const setupPath = /^\/v1\/setup_intents\/(seti_\w+)(\/confirm)?$/.exec(path);
    if (setupPath) {
      const setup = this.setups.get(setupPath[1] ?? '');
      if (!setup) return invalidRequest(404, `No such setupintent: '${setupPath[1]}'`, { code: 'resource_missing', param: 'intent' });
      if (method === 'GET' && !setupPath[2]) return { status: 200, body: setup };
      if (method === 'POST' && setupPath[2]) return this.confirmSetup(setup, fields);
    }
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * What Stripe.js may do with a publishable key: make a card's PaymentMethod; read, or (a SetupIntent)
   * confirm, an intent whose client secret it was given; and answer the bank's 3DS check on it.
   */
  private browserRoute(method: string, path: string, fields: Record<string, string>): Answer {
    if (method === 'POST' && path === '/v1/payment_methods') return this.createPaymentMethod(fields);
    const [, kind = '', intentId = '', action = ''] = /^\/v1\/(payment|setup)_intents\/(\w+)(?:\/(\w+))?$/.exec(path) ?? [];
    const intent = kind === 'payment' ? this.intents.get(intentId) : this.setups.get(intentId);
    // Stripe answers a wrong client secret as if the intent did not exist.
    if (!intent || !fields.client_secret || fields.client_secret !== intent.client_secret) {
      return invalidRequest(404, `No such ${kind}_intent: '${intentId}'`, { code: 'resource_missing', param: 'intent' });
    }
    if (method === 'GET') return { status: 200, body: intent };
    if (action === 'confirm' && kind === 'setup') return this.confirmSetup(intent as StoredSetup, fields);
    if (action === 'test_authentication') return this.authenticate(kind, intent, fields.outcome === 'complete');
    return invalidRequest(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * The bank's answer to its 3DS check on an intent waiting for it (what Stripe's hosted test page's
   * "Complete" and "Fail" do): a PaymentIntent succeeds (its card kept on its customer when asked) or
   * goes back to needing a payment method; a SetupIntent succeeds (its card attached to its customer) or
   * goes back likewise.
   */
  private authenticate(kind: string, intent: StoredIntent | StoredSetup, passed: boolean): Answer {
    if (intent.status !== 'requires_action') return invalidRequest(400, `This ${kind}_intent is not waiting for authentication.`, { code: `${kind}_intent_unexpected_state` });
    intent.next_action = null;
    const stored = this.methods.get(String(intent.payment_method ?? ''));
    if (!passed) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: `${kind}_intent_authentication_failure`, message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
      if (kind === 'setup') intent.last_setup_error = intent.last_payment_error;
      intent.payment_method = null;
      return { status: 200, body: intent };
    }
    intent.status = 'succeeded';
    const customer = (intent.customer as string | null) ?? null;
    if (stored && customer && (kind === 'setup' || intent.setup_future_usage)) stored.object.customer = customer;
    if (kind === 'payment') intent.amount_received = intent.amount;
    return { status: 200, body: intent };
  }

  private createSetupIntent(fields: Record<string, string>): Answer {
    if (fields.customer && !this.customers.has(fields.customer)) return invalidRequest(400, `No such customer: '${fields.customer}'`, { code: 'resource_missing', param: 'customer' });
    this.setupsCreated += 1;
    const setupId = id('seti');
    const setup: StoredSetup = {
      id: setupId,
      object: 'setup_intent',
      client_secret: `${setupId}_secret_${randomBytes(12).toString('hex')}`,
      customer: fields.customer ?? null,
      usage: fields.usage ?? 'off_session',
      payment_method_types: Object.entries(fields).filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value),
      metadata: Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (/^metadata\[(\w+)\]$/.exec(key) ? [[/^metadata\[(\w+)\]$/.exec(key)?.[1] ?? '', value]] : []))),
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: null,
      created: now(),
      livemode: false,
    };
    this.setups.set(setup.id, setup);
    return { status: 200, body: setup };
  }

  /** Confirms a SetupIntent with a card (a PaymentMethod, or a card's fields as Stripe.js sends them): 3DS asks the bank, a decline is a card error. */
  private confirmSetup(setup: StoredSetup, fields: Record<string, string>): Answer {
    if (setup.status === 'succeeded') return invalidRequest(400, 'This SetupIntent has already succeeded.', { code: 'setup_intent_unexpected_state' });
    let stored = this.methods.get(fields.payment_method ?? '');
    if (!stored && fields['payment_method_data[type]'] === 'card') {
      const card = Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (key.startsWith('payment_method_data[') ? [[key.replace(/^payment_method_data\[(\w+)\]/, '$1'), value]] : [])));
      const made = this.createPaymentMethod(card);
      if (made.status !== 200) return made;
      stored = this.methods.get((made.body as { id: string }).id);
    }
    if (!stored) return missingParam('payment_method');
    if (stored.object.customer && stored.object.customer !== setup.customer) return invalidRequest(400, `The provided PaymentMethod belongs to Customer ${stored.object.customer}.`, { param: 'payment_method' });
    const decline = declineOf(stored.number);
    if (decline) {
      setup.last_setup_error = { type: 'card_error', ...decline };
      return cardError(decline.code, decline.message, { decline_code: decline.decline_code, setup_intent: setup });
    }
    setup.payment_method = stored.object.id;
    if (THREE_D_SECURE.has(stored.number)) {
      setup.status = 'requires_action';
      setup.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/3d_secure_2/hosted?setup_intent=${setup.id}` } };
      return { status: 200, body: setup };
    }
    setup.status = 'succeeded';
    if (setup.customer) stored.object.customer = setup.customer;
    return { status: 200, body: setup };
  }

  private createPaymentMethod(fields: Record<string, string>): Answer {
    if (fields.type !== undefined && fields.type !== 'card') return invalidRequest(400, `Invalid type: must be card here, not ${fields.type}.`, { param: 'type' });
    const number = (fields['card[number]'] ?? '').replace(/\s/g, '');
    const month = Number(fields['card[exp_month]']);
    const year = Number(fields['card[exp_year]']);
    if (!/^\d{12,19}$/.test(number) || !luhn(number)) return cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' });
    if (!(month >= 1 && month <= 12)) return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'exp_month' });
    if (fields['card[cvc]'] !== undefined && !/^\d{3,4}$/.test(fields['card[cvc]'])) return cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
    const today = new Date();
    if (year < today.getUTCFullYear() || (year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) {
      return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", { param: 'exp_year' });
    }
    const object = {
      id: id('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: number.startsWith('4') ? 'visa' : 'mastercard', last4: number.slice(-4), exp_month: month, exp_year: year, funding: 'credit', country: 'US' },
      billing_details: { name: fields['billing_details[name]'] ?? null, email: null, phone: null, address: null },
      customer: null as string | null,
      created: now(),
      livemode: false,
    };
    this.methods.set(object.id, { object, number, used: false });
    return { status: 200, body: object };
  }

  private createCustomer(fields: Record<string, string>): Answer {
    const customer = {
      id: id('cus'),
      object: 'customer',
      name: fields.name ?? null,
      email: fields.email ?? null,
      metadata: { igreja: fields['metadata[igreja]'], ...(fields['metadata[usuario]'] ? { usuario: fields['metadata[usuario]'] } : {}) },
      created: now(),
      livemode: false,
    };
    this.customers.add(customer.id);
    return { status: 200, body: customer };
  }

  private attach(stored: StoredMethod, customer: string): Answer {
    if (!this.customers.has(customer)) return invalidRequest(404, `No such customer: '${customer}'`, { code: 'resource_missing', param: 'customer' });
    if (stored.used && !stored.object.customer) {
      return invalidRequest(400, 'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.');
    }
    stored.object.customer = customer;
    return { status: 200, body: stored.object };
  }

  private createPaymentIntent(fields: Record<string, string>): Answer {
    if (!/^[1-9]\d*$/.test(fields.amount ?? '')) return invalidRequest(400, 'Invalid integer: ' + fields.amount, { code: 'parameter_invalid_integer', param: 'amount' });
    const allowed = Object.entries(fields).filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value);
    const type = fields['payment_method_data[type]'] ?? (fields.payment_method ? 'card' : undefined);
    if (type && allowed.length > 0 && !allowed.includes(type)) return invalidRequest(400, `The PaymentMethod type ${type} is not allowed for this PaymentIntent.`, { param: 'payment_method_data[type]' });
    this.intentsCreated += 1;
    const intentId = id('pi');
    const intent = {
      id: intentId,
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      object: 'payment_intent',
      amount: Number(fields.amount),
      currency: fields.currency,
      customer: fields.customer ?? null,
      description: fields.description ?? null,
      metadata: { codigo: fields['metadata[codigo]'], igreja: fields['metadata[igreja]'] },
      payment_method_types: allowed,
      status: 'requires_payment_method',
      next_action: null as unknown,
      created: now(),
      livemode: false,
    };
    switch (type) {
      case 'pix':
        return this.pixIntent(intent, fields);
      case 'boleto':
        return this.boletoIntent(intent, fields);
      case 'us_bank_account':
        return this.achIntent(intent, fields);
      case 'card':
        return this.cardIntent(intent, fields);
      default:
        return missingParam('payment_method');
    }
  }

  private pixIntent(intent: Record<string, unknown>, fields: Record<string, string>): Answer {
    if (intent.currency !== 'brl') return invalidRequest(400, 'Pix only supports brl.', { param: 'currency' });
    const expiresAt = now() + Number(fields['payment_method_options[pix][expires_after_seconds]'] ?? 86_400);
    const code = '00020101021226860014br.gov.bcb.pix2564qrpix.stripe.com/qr/v2/test520400005303986540550.005802BR5913Stripe Test6009Sao Paulo62070503***6304ABCD';
    const qr = { data: code, expires_at: expiresAt, hosted_instructions_url: 'https://payments.stripe.com/pix/instructions/test', image_url_png: 'https://qr.stripe.com/test.png', image_url_svg: 'https://qr.stripe.com/test.svg' };
    return { status: 200, body: { ...intent, status: 'requires_action', next_action: { type: 'pix_display_qr_code', pix_display_qr_code: qr } } };
  }

  /** Stripe's boleto guide lists the payer's name, e-mail, CPF/CNPJ and address as required. */
  private boletoIntent(intent: Record<string, unknown>, fields: Record<string, string>): Answer {
    if (intent.currency !== 'brl') return invalidRequest(400, 'Boleto only supports brl.', { param: 'currency' });
    const required = ['boleto][tax_id', 'billing_details][name', 'billing_details][email', 'billing_details][address][line1', 'billing_details][address][city', 'billing_details][address][state', 'billing_details][address][postal_code'];
    const missing = required.find((key) => !fields[`payment_method_data[${key}]`]);
    if (missing) return missingParam(`payment_method_data[${missing}]`);
    const expiresAt = now() + Number(fields['payment_method_options[boleto][expires_after_days]'] ?? 3) * 86_400;
    const details = { number: '23793.38128 60000.000003 00000.000406 1 84340000005000', expires_at: expiresAt, hosted_voucher_url: 'https://payments.stripe.com/boleto/voucher/test', pdf: 'https://payments.stripe.com/boleto/voucher/test/pdf' };
    return { status: 200, body: { ...intent, status: 'requires_action', next_action: { type: 'boleto_display_details', boleto_display_details: details } } };
  }

  private achIntent(intent: Record<string, unknown>, fields: Record<string, string>): Answer {
    if (!fields['mandate_data[customer_acceptance][type]']) return missingParam('mandate_data');
    if (!fields['payment_method_data[us_bank_account][routing_number]'] || !fields['payment_method_data[us_bank_account][account_number]']) return missingParam('payment_method_data[us_bank_account]');
    return { status: 200, body: { ...intent, status: 'processing' } };
  }

  private cardIntent(intent: Record<string, unknown>, fields: Record<string, string>): Answer {
    const stored = this.methods.get(fields.payment_method ?? '');
    if (!stored) return invalidRequest(400, `No such PaymentMethod: '${fields.payment_method}'`, { code: 'resource_missing', param: 'payment_method' });
    if (fields.customer && !this.customers.has(fields.customer)) return invalidRequest(400, `No such customer: '${fields.customer}'`, { code: 'resource_missing', param: 'customer' });
    const owner = stored.object.customer;
    if (owner && fields.customer !== owner) return invalidRequest(400, `The provided PaymentMethod belongs to Customer ${owner}; pass customer=${owner}.`, { param: 'customer' });
    if (!owner && stored.used) return invalidRequest(400, 'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.', { param: 'payment_method' });
    stored.used = true;
    const failed = { ...intent, payment_method: null, status: 'requires_payment_method' };
    const decline = declineOf(stored.number);
    if (decline) return cardError(decline.code, decline.message, { decline_code: decline.decline_code, payment_intent: failed });
    if (stored.number === INCORRECT_CVC) return cardError('incorrect_cvc', "Your card's security code is incorrect.", { payment_intent: failed });
    const kept = { ...intent, payment_method: stored.object.id, setup_future_usage: fields.setup_future_usage ?? null };
    if (THREE_D_SECURE.has(stored.number)) {
      if (fields.off_session === 'true') return cardError('authentication_required', 'Your card was declined. This transaction requires authentication.', { decline_code: 'authentication_required', payment_intent: failed });
      // Stripe.js runs the check (handleNextAction) when the server confirmed with use_stripe_sdk; otherwise Stripe's page does, returning to return_url.
      if (fields.use_stripe_sdk === 'true') {
        const sdk = { type: 'three_d_secure_redirect', stripe_js: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}` };
        return { status: 200, body: { ...kept, status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: sdk } } };
      }
      const redirect = { url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`, return_url: fields.return_url };
      return { status: 200, body: { ...kept, status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: redirect } } };
    }
    if (fields.setup_future_usage && fields.customer) stored.object.customer = fields.customer;
    return { status: 200, body: { ...kept, status: 'succeeded', amount_received: intent.amount } };
  }
}
