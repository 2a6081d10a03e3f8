import type { CartaoSalvo, Pagamento, paths } from '@church/contracts-payments';
import { http, HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/**
 * The payments contract's mock handlers for stories (this library's, and the checkouts' of events and
 * giving): paths, parameters and bodies checked against the contract.
 */
export const paymentsApi = contractHttp<paths>();

/** A payment as the payments contract has it: a card payment confirmed, unless `overrides` say otherwise. */
export const storyPayment = (overrides: Partial<Pagamento> = {}): Pagamento => ({
  codigo: 'K7Q2M9XW4TPA8C3D',
  metodo: 'CARTAO_CREDITO',
  provedor: 'sandbox',
  status: 'aprovado',
  valor: 24900,
  taxa: 1033,
  juros: 0,
  total: 25933,
  valorEstornado: 0,
  parcelas: 1,
  moeda: 'USD',
  dataCadastro: '2026-11-23T15:00:00.000Z',
  descricao: 'Marriage Retreat Weekend',
  idEvento: 21,
  pix: null,
  boleto: null,
  dinheiro: null,
  desafio: null,
  reservaAte: null,
  ...overrides,
});

/** `GET /usuario/{id}/pagamento/`: the payment, else 404. */
export const paymentByCode = (payment: Pagamento | null = storyPayment()) =>
  paymentsApi.get('/usuario/{id}/pagamento/', ({ response }) => (payment ? response(200).json({ pagamento: payment }) : response(404).json(problem(404))));
export const paymentByCodeLoading = () => paymentsApi.get('/usuario/{id}/pagamento/', neverAnswer);
export const paymentByCodeFailing = () => paymentsApi.get('/usuario/{id}/pagamento/', serverError);

/** `POST /pagamento/sandbox/{codigo}/pagar`: the sandbox pays the payment. */
export const payInSandbox = (payment: Pagamento = storyPayment()) =>
  paymentsApi.post('/pagamento/sandbox/{codigo}/pagar', ({ response }) => response(200).json({ pagamento: { ...payment, status: 'aprovado', reservaAte: null } }));

export const storyCard: CartaoSalvo = { id: 61, idGatewayPagamento: 1, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40' };

/** `GET /usuario/{slug}/{userId}/cartoes`: the member's saved cards, by gateway. */
export const savedCardsList = (cards: CartaoSalvo[] = [storyCard]) =>
  paymentsApi.get('/usuario/{slug}/{userId}/cartoes', ({ response }) => response(200).json({ cartoes: cards.length ? [{ idGatewayPagamento: 1, cartoes: cards }] : [] }));
export const savedCardsLoading = () => paymentsApi.get('/usuario/{slug}/{userId}/cartoes', neverAnswer);

/** Saving and removing cards. */
export const cardChanges = () => [
  paymentsApi.post('/usuario-cartao-gateway-pagamento/', ({ response }) => response(201).json({ cartao: storyCard })),
  paymentsApi.delete('/usuario-cartao-gateway-pagamento/{id}', ({ response }) => response(204).empty()),
];

/** How the story gateway answers a card to tokenise: a token, a refusal of the card as typed, or no service. */
export type CardTokenAnswer = 'token' | 'invalid' | 'unavailable';

/**
 * The instalment and card-token calls of a checkout: instalments up to `maxParcelas`, 3 % interest a
 * month when asked with interest; `tokens.count` counts the cards tokenised.
 */
export const paymentCalls = (tokens: { count: number } = { count: 0 }, cardToken: CardTokenAnswer = 'token') => [
  paymentsApi.get('/igreja/{slug}/calcula-taxas-parcelamento-juros', ({ query, response }) => {
    const valor = Number(query.get('valor'));
    const max = Number(query.get('maxParcelas') ?? 1);
    const withInterest = query.get('flagJuros') === 'true';
    const data = Array.from({ length: max }, (_, index) => {
      const parcelas = index + 1;
      const valorTotal = parcelas === 1 || !withInterest ? valor : Math.round(valor * (1 + 0.03 * parcelas));
      return { parcelas, valorParcela: Math.ceil(valorTotal / parcelas), valorTotal, flagJuros: withInterest && parcelas > 1 };
    });
    return response(200).json({ data: { data } });
  }),
  paymentsApi.post('/general/payment/church/{id}/card/token', ({ response }) => {
    tokens.count += 1;
    if (cardToken === 'invalid') return response(422).json({ ...problem(422), code: 'CARD_INVALID', detail: 'Refused in the story.' });
    if (cardToken === 'unavailable') return response.untyped(HttpResponse.error());
    return response(201).json({ token: `tok_story_${String(tokens.count).padStart(10, '0')}`, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
  }),
];

/** The publishable key of the stories' Stripe account (the stories load the Stripe.js fake, src/testing/stripe-js-fake.js). */
export const STORY_STRIPE_KEY = 'pk_test_story';

/** A church whose cards Stripe serves (`parameters.paymentMethods`): its card fields are Stripe's. */
export const stripeServedMethods = [
  { id: 1, codigo: 'CARTAO_CREDITO', nome: 'CARTAO_CREDITO', idGatewayPagamento: 1, provedor: 'stripe', chavePublicavel: STORY_STRIPE_KEY },
  { id: 2, codigo: 'CARTEIRA_DIGITAL', nome: 'CARTEIRA_DIGITAL', idGatewayPagamento: 4, provedor: 'sandbox', chavePublicavel: null },
];

export const STORY_MERCADOPAGO_KEY = 'TEST-5a0b1c2d-3e4f-4a5b-8c7d-storypublic01';

/** A church whose cards Mercado Pago takes (its public key for MercadoPago.js), Pix with it. */
export const mercadoPagoServedMethods = [
  { id: 1, codigo: 'CARTAO_CREDITO', nome: 'CARTAO_CREDITO', idGatewayPagamento: 1, provedor: 'mercadopago', chavePublicavel: STORY_MERCADOPAGO_KEY },
  { id: 2, codigo: 'PIX', nome: 'PIX', idGatewayPagamento: 1, provedor: 'mercadopago', chavePublicavel: STORY_MERCADOPAGO_KEY },
];

/** What the story's Mercado Pago was sent: the card tokens MercadoPago.js asked for, with their bodies. */
export const storyMercadoPago = (): { calls: { path: string; query: string; body: string }[] } => ({ calls: [] });

export const STORY_MERCADOPAGO_TOKEN = '0123456789abcdef0123456789abcdef';

/** Mercado Pago's card-token call as MercadoPago.js makes it from the story's page, the way its test mode answers. */
export const mercadoPagoApi = (mercadoPago: ReturnType<typeof storyMercadoPago>) => [
  http.post('https://api.mercadopago.com/v1/card_tokens', async ({ request }) => {
    const body = await request.text();
    const url = new URL(request.url);
    mercadoPago.calls.push({ path: url.pathname, query: url.search, body });
    const card = JSON.parse(body) as { card_number: string; expiration_month: number; expiration_year: number; cardholder: unknown };
    return HttpResponse.json(
      { id: STORY_MERCADOPAGO_TOKEN, first_six_digits: card.card_number.slice(0, 6), last_four_digits: card.card_number.slice(-4), expiration_month: card.expiration_month, expiration_year: card.expiration_year, cardholder: card.cardholder, status: 'active' },
      { status: 201 },
    );
  }),
];

/** What the story's Stripe was asked: the bodies Stripe.js sent it, by path. */
export interface StoryStripe {
  calls: { path: string; body: string }[];
  /** The bank asks for its 3DS check on the payment (the PaymentIntent waits for it until answered). */
  threeDSecure: boolean;
  authenticated: boolean | null;
}

export const storyStripe = (threeDSecure = false): StoryStripe => ({ calls: [], threeDSecure, authenticated: null });

const STORY_INTENT = 'pi_story0000000001';
const STORY_SETUP = 'seti_story0000000001';
export const STORY_INTENT_SECRET = `${STORY_INTENT}_secret_story`;
export const STORY_SETUP_SECRET = `${STORY_SETUP}_secret_story`;

const formOf = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

/**
 * Stripe's API as Stripe.js calls it from the story's page, the way its test mode answers: a card's
 * PaymentMethod, the PaymentIntent read by its client secret (waiting for the bank's check until it is
 * answered, when `threeDSecure`), the check's answer, and a SetupIntent confirmed with a card.
 */
export const stripeApi = (stripe: StoryStripe) => {
  const intent = () => ({
    id: STORY_INTENT,
    object: 'payment_intent',
    client_secret: STORY_INTENT_SECRET,
    status: stripe.authenticated === null ? (stripe.threeDSecure ? 'requires_action' : 'succeeded') : stripe.authenticated ? 'succeeded' : 'requires_payment_method',
    next_action: stripe.threeDSecure && stripe.authenticated === null ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } : null,
    last_payment_error: stripe.authenticated === false ? { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' } : null,
  });
  const record = async (request: Request) => {
    const body = await request.clone().text();
    stripe.calls.push({ path: new URL(request.url).pathname, body });
  };
  return [
    http.post('https://api.stripe.com/v1/payment_methods', async ({ request }) => {
      await record(request);
      const fields = await formOf(request);
      const number = fields['card[number]'] ?? '';
      return HttpResponse.json({ id: 'pm_story0000000001', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2040 }, customer: null });
    }),
    http.get(`https://api.stripe.com/v1/payment_intents/${STORY_INTENT}`, () => HttpResponse.json(intent())),
    http.post(`https://api.stripe.com/v1/payment_intents/${STORY_INTENT}/test_authentication`, async ({ request }) => {
      await record(request);
      stripe.authenticated = (await formOf(request)).outcome === 'complete';
      return HttpResponse.json(intent());
    }),
    http.post(`https://api.stripe.com/v1/setup_intents/${STORY_SETUP}/confirm`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ id: STORY_SETUP, object: 'setup_intent', client_secret: STORY_SETUP_SECRET, status: 'succeeded', payment_method: 'pm_story0000000002', next_action: null });
    }),
    // Our server: the payment read again from Stripe once the bank's check is answered; a card saved by its SetupIntent.
    paymentsApi.post('/pagamento/stripe/{codigo}/confirmacao', ({ response }) =>
      response(200).json({ pagamento: storyPayment({ status: stripe.authenticated === false ? 'nao_aprovado' : 'aprovado' }) }),
    ),
    paymentsApi.post('/usuario-cartao-gateway-pagamento/configuracao', ({ response }) => response(201).json({ clientSecret: STORY_SETUP_SECRET })),
  ];
};
