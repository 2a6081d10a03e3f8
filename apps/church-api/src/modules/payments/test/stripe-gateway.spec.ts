import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardRefusedError, type ChargeRequest, RawCardDataRefusedError } from '../payment-gateway';
import { stripeClient } from '../stripe/stripe-client';
import { StripeGateway, type StripeCustomerStore } from '../stripe/stripe-gateway';
import { FakeStripe } from './stripe-fake';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());

const RETURN_URL = 'http://grace.localhost:3000/payments/stripe/3ds-complete';
const PIX_TTL_MS = 30 * 60_000;
/** Each member's Stripe customer, as the payments' table keeps them (one per member and church). */
const kept = new Map<string, string>();
const customers: StripeCustomerStore = {
  find: async ({ igrejaId, usuarioId }) => kept.get(`${igrejaId}:${usuarioId}`),
  keep: async ({ igrejaId, usuarioId }, made) => {
    const key = `${igrejaId}:${usuarioId}`;
    if (!kept.has(key)) kept.set(key, made);
    return kept.get(key) ?? made;
  },
};
const gatewayAt = (apiUrl: string, secretKey = 'sk_test_fake') =>
  new StripeGateway(stripeClient({ secretKey, apiUrl }), { challengeReturnUrl: async () => RETURN_URL, pixTtlMs: PIX_TTL_MS, boletoDays: 3, customers });
const gateway = () => gatewayAt(stripe.url);
const card = (numero: string, validade = '12/40') => ({ numero, titular: 'Joana Pereira', validade, cvv: '123' });
/** The PaymentMethod Stripe.js makes in the buyer's browser from the card typed into Stripe's fields. */
const tokenOf = (numero: string) => stripe.browserPaymentMethod(numero);

let codes = 0;
let members = 0;
const charge = (overrides: Partial<ChargeRequest>): ChargeRequest => ({
  codigo: `STRIPE${Date.now()}${(codes += 1)}`,
  igrejaId: 1,
  igrejaNome: 'Grace Community Church',
  igrejaCidade: 'Boston',
  metodo: 'CARTAO_CREDITO',
  total: 12345,
  moeda: 'USD',
  parcelas: 1,
  descricao: 'Marriage Retreat Weekend',
  ...overrides,
});
/** A new member paying (their cards kept on their own customer). */
const member = () => ({ usuarioId: (members += 1) + 1000, cartaoSalvo: false });
const lastIntent = () => stripe.intentRequests().at(-1);

describe('the Stripe adapter: cards', () => {
  it('takes no card number: the card-token call is refused before anything is sent to Stripe (card data only in Stripe’s fields)', async () => {
    const before = stripe.requests.length;
    await expect(gateway().tokeniseCard(1, card('4242 4242 4242 4242'))).rejects.toBeInstanceOf(RawCardDataRefusedError);
    expect(stripe.requests).toHaveLength(before);
  });

  it('describes a PaymentMethod to save it for a member (attached to their own customer at the church), and knows no other, nor another’s', async () => {
    const token = await tokenOf('4242424242424242');
    expect(await gateway().describeCard(1, token, 7)).toEqual({ token, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
    expect(stripe.requests.at(-1)).toMatchObject({ path: `/v1/payment_methods/${token}/attach`, fields: { customer: kept.get('1:7') } });
    // The same member's card again, on the same customer; another member or church cannot save it.
    expect(await gateway().describeCard(1, token, 7)).toMatchObject({ token });
    expect(await gateway().describeCard(1, token, 8)).toBeUndefined();
    expect(await gateway().describeCard(2, token, 7)).toBeUndefined();
    expect(await gateway().describeCard(1, 'pm_unknown000000', 7)).toBeUndefined();
    const before = stripe.requests.length;
    expect(await gateway().describeCard(1, 'tok_sandbox_000000', 7)).toBeUndefined();
    expect(await gateway().describeCard(1, token)).toBeUndefined();
    expect(stripe.requests).toHaveLength(before);
  });

  it('charges a card in cents with our payment code as the idempotency key: a retried charge makes one PaymentIntent', async () => {
    const request = charge({ cardToken: await tokenOf('4242424242424242') });
    const before = stripe.intentsCreated;
    const first = await gateway().charge(request);
    const retry = await gateway().charge(request);
    expect(first).toEqual({ status: 'aprovado', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe' });
    expect(retry).toEqual(first);
    expect(stripe.intentsCreated).toBe(before + 1);
    expect(lastIntent()).toMatchObject({
      idempotencyKey: `charge-${request.codigo}`,
      fields: {
        amount: '12345',
        currency: 'usd',
        confirm: 'true',
        payment_method: request.cardToken,
        'metadata[codigo]': request.codigo,
        'allowed_payment_method_types[0]': 'card',
        return_url: RETURN_URL,
        use_stripe_sdk: 'true',
      },
    });
    expect(Object.keys(lastIntent()?.fields ?? {}).some((key) => key.includes('installments'))).toBe(false);
    // The card number went to Stripe from the browser (the publishable key) only, never with our secret key.
    const carrying = stripe.requests.filter((sent) => JSON.stringify(sent.fields).includes('4242424242424242'));
    expect(carrying.every((sent) => sent.apiKey.startsWith('pk_test_'))).toBe(true);
  });

  it('answers a declined card as refused, and a 3DS card as under review with the client secret Stripe.js runs the check with; then reads it again', async () => {
    const declined = await gateway().charge(charge({ cardToken: await tokenOf('4000000000000002') }));
    expect(declined).toEqual({ status: 'nao_aprovado', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe' });
    expect((await gateway().charge(charge({ cardToken: await tokenOf('4000000000009995') }))).status).toBe('nao_aprovado');
    expect((await gateway().charge(charge({ cardToken: await tokenOf('4000000000000127') }))).status).toBe('nao_aprovado');
    const request = charge({ cardToken: await tokenOf('4000002760003184') });
    const challenged = await gateway().charge(request);
    expect(challenged).toEqual({
      status: 'em_analise',
      referencia: expect.stringMatching(/^pi_/),
      gateway: 'stripe',
      desafio: { url: '', tokenHash: '', clientSecret: expect.stringMatching(/^pi_\w+_secret_\w+$/) },
    });
    const made = { codigo: request.codigo, referencia: challenged.referencia, igrejaId: 1, metodo: 'CARTAO_CREDITO' as const, total: request.total, gateway: 'stripe' };
    const secret = challenged.desafio?.clientSecret ?? '';
    expect((await gateway().readAfterAction(made, secret))?.status).toBe('em_analise');
    expect(await gateway().readAfterAction(made, `${secret}x`)).toBeUndefined();
    expect(await gateway().readAfterAction({ ...made, codigo: 'ANOTHERCODE1' }, secret)).toBeUndefined();
    await stripe.browserAuthenticate(secret, true);
    expect(await gateway().readAfterAction(made, secret)).toEqual({ status: 'aprovado', referencia: challenged.referencia, gateway: 'stripe' });
  });

  it('asks for installments only for more than one in reais', async () => {
    await gateway().charge(charge({ cardToken: await tokenOf('4242424242424242'), moeda: 'BRL', parcelas: 3 }));
    expect(lastIntent()?.fields).toMatchObject({
      currency: 'brl',
      'payment_method_options[card][installments][plan][count]': '3',
      'payment_method_options[card][installments][plan][interval]': 'month',
      'payment_method_options[card][installments][plan][type]': 'fixed_count',
    });
    await gateway().charge(charge({ cardToken: await tokenOf('4242424242424242'), moeda: 'USD', parcelas: 3 }));
    expect(Object.keys(lastIntent()?.fields ?? {}).some((key) => key.includes('installments'))).toBe(false);
  });

  it('keeps a card a member keeps (on their own customer, set up for later), charges it again as that customer, and off-session for a recurring gift', async () => {
    const token = await tokenOf('4242424242424242');
    const payer = member();
    const keptCard = await gateway().charge(charge({ cardToken: token, salvarCartao: true, pagadorCartao: payer }));
    expect(keptCard.status).toBe('aprovado');
    const customer = lastIntent()?.fields.customer;
    expect(customer).toBe(kept.get(`1:${payer.usuarioId}`));
    expect(lastIntent()?.fields).toMatchObject({ setup_future_usage: 'off_session' });
    expect(await gateway().describeCard(1, token, payer.usuarioId)).toMatchObject({ token, ultimosDigitos: '4242' });

    expect((await gateway().charge(charge({ cardToken: token, pagadorCartao: { ...payer, cartaoSalvo: true } }))).status).toBe('aprovado');
    expect(lastIntent()?.fields).toMatchObject({ customer, return_url: RETURN_URL });
    expect((await gateway().charge(charge({ cardToken: token, recorrente: true, pagadorCartao: { ...payer, cartaoSalvo: true } }))).status).toBe('aprovado');
    expect(lastIntent()?.fields).toMatchObject({ customer, off_session: 'true' });
    expect(lastIntent()?.fields.return_url).toBeUndefined();
    // A visitor's card is never kept: no customer, nothing set up.
    await gateway().charge(charge({ cardToken: await tokenOf('4242424242424242'), salvarCartao: true, pagadorCartao: { usuarioId: null, cartaoSalvo: false } }));
    expect(lastIntent()?.fields.customer).toBeUndefined();
    expect(lastIntent()?.fields.setup_future_usage).toBeUndefined();
  });

  it('refuses, before any PaymentIntent, a card of another customer than the paying member’s, and a PaymentMethod Stripe does not know', async () => {
    const token = await tokenOf('4242424242424242');
    const owner = member();
    await gateway().describeCard(1, token, owner.usuarioId);
    const before = stripe.intentsCreated;
    await expect(gateway().charge(charge({ cardToken: token, pagadorCartao: member() }))).rejects.toBeInstanceOf(CardRefusedError);
    await expect(gateway().charge(charge({ cardToken: token, pagadorCartao: { usuarioId: null, cartaoSalvo: false } }))).rejects.toBeInstanceOf(CardRefusedError);
    await expect(gateway().charge(charge({ cardToken: token, igrejaId: 2, pagadorCartao: owner }))).rejects.toBeInstanceOf(CardRefusedError);
    await expect(gateway().charge(charge({ cardToken: 'pm_0000000000000000nosuchcard', pagadorCartao: owner }))).rejects.toBeInstanceOf(CardRefusedError);
    expect(stripe.intentsCreated).toBe(before);
    expect((await gateway().charge(charge({ cardToken: token, pagadorCartao: owner }))).status).toBe('aprovado');
  });

  it('cannot charge again, nor save, a card used once without being kept (Stripe refuses it)', async () => {
    const token = await tokenOf('4242424242424242');
    expect((await gateway().charge(charge({ cardToken: token }))).status).toBe('aprovado');
    expect(await gateway().describeCard(1, token, member().usuarioId)).toBeUndefined();
    await expect(gateway().charge(charge({ cardToken: token }))).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses a recurring charge of a card that asks for 3DS, since nobody is there to answer it', async () => {
    const token = await tokenOf('4000000000003220');
    const payer = member();
    await gateway().describeCard(1, token, payer.usuarioId);
    expect((await gateway().charge(charge({ cardToken: token, recorrente: true, pagadorCartao: { ...payer, cartaoSalvo: true } }))).status).toBe('nao_aprovado');
  });
});

describe('the Stripe adapter: Pix, bank slips and ACH', () => {
  it('answers Pix with its code, valid for PIX_TTL_MINUTES', async () => {
    const pix = await gateway().charge(charge({ metodo: 'PIX', moeda: 'BRL', documento: '52998224725' }));
    expect(pix).toEqual({ status: 'pendente', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe', pix: { copiaECola: expect.stringMatching(/^000201/), expiraEm: expect.any(Date) } });
    expect(Math.abs((pix.pix?.expiraEm.getTime() ?? 0) - Date.now() - PIX_TTL_MS)).toBeLessThan(5_000);
    expect(lastIntent()?.fields).toMatchObject({
      'allowed_payment_method_types[0]': 'pix',
      'payment_method_data[type]': 'pix',
      'payment_method_options[pix][expires_after_seconds]': '1800',
    });
  });

  it('answers a bank slip with its digitable line and due date, sending the payer Stripe asks for', async () => {
    const endereco = { logradouro: 'Av. Paulista, 1000', cidade: 'São Paulo', estado: 'SP', cep: '01310-100' };
    const slip = await gateway().charge(charge({ metodo: 'BOLETO', moeda: 'BRL', documento: '52998224725', pagador: 'Joana Pereira', email: 'joana@example.org', endereco }));
    expect(slip).toEqual({ status: 'pendente', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe', boleto: { linhaDigitavel: expect.stringMatching(/^\d{47}$/), vencimento: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    expect(lastIntent()?.fields).toMatchObject({
      'allowed_payment_method_types[0]': 'boleto',
      'payment_method_data[boleto][tax_id]': '52998224725',
      'payment_method_data[billing_details][name]': 'Joana Pereira',
      'payment_method_data[billing_details][email]': 'joana@example.org',
      'payment_method_data[billing_details][address][postal_code]': '01310100',
      'payment_method_data[billing_details][address][state]': 'SP',
      'payment_method_data[billing_details][address][country]': 'BR',
      'payment_method_options[boleto][expires_after_days]': '3',
    });
    // Without the payer's address Stripe refuses the slip: an error the payment core turns into a refusal.
    await expect(gateway().charge(charge({ metodo: 'BOLETO', moeda: 'BRL', documento: '52998224725', pagador: 'Joana Pereira', email: 'joana@example.org' }))).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('answers an ACH debit as pending, with the mandate accepted online when the buyer’s connection is known', async () => {
    const ach = { numeroConta: '000123456789', numeroRoteamento: '110000000', tipoConta: 'checking' as const, titular: 'Joana Pereira' };
    expect(await gateway().charge(charge({ metodo: 'ACH', ach }))).toEqual({ status: 'pendente', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe' });
    expect(lastIntent()?.fields).toMatchObject({
      'allowed_payment_method_types[0]': 'us_bank_account',
      'payment_method_data[us_bank_account][account_number]': '000123456789',
      'payment_method_data[us_bank_account][routing_number]': '110000000',
      'payment_method_data[us_bank_account][account_holder_type]': 'individual',
      'payment_method_data[us_bank_account][account_type]': 'checking',
      'mandate_data[customer_acceptance][type]': 'offline',
    });
    await gateway().charge(charge({ metodo: 'ACH', ach, cliente: { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' } }));
    expect(lastIntent()?.fields).toMatchObject({
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][ip_address]': '203.0.113.7',
      'mandate_data[customer_acceptance][online][user_agent]': 'Mozilla/5.0',
    });
  });

  it('never sends Stripe the wallet, cash or free registrations', async () => {
    const before = stripe.requests.length;
    for (const metodo of ['CARTEIRA_DIGITAL', 'DINHEIRO', 'GRATUITO'] as const) await expect(gateway().charge(charge({ metodo }))).rejects.toThrow(`Stripe does not take ${metodo}`);
    expect(stripe.requests).toHaveLength(before);
  });
});

describe('the Stripe adapter when Stripe fails', () => {
  it('throws (never a card refusal) when Stripe is unreachable, errs, or refuses our key', async () => {
    const closed = new FakeStripe();
    await closed.start();
    await closed.stop();
    await expect(gatewayAt(closed.url).charge(charge({ metodo: 'PIX', moeda: 'BRL' }))).rejects.toBeInstanceOf(Stripe.errors.StripeConnectionError);
    stripe.failNext(500);
    await expect(gateway().charge(charge({ metodo: 'PIX', moeda: 'BRL' }))).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    const refusedKey = gatewayAt(stripe.url, 'sk_live_revoked').charge(charge({ metodo: 'PIX', moeda: 'BRL' }));
    await expect(refusedKey).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
