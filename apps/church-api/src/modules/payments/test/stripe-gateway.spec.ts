import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardRefusedError, type ChargeRequest } from '../payment-gateway';
import { stripeClient } from '../stripe/stripe-client';
import { StripeGateway } from '../stripe/stripe-gateway';
import { FakeStripe } from './stripe-fake';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());

const RETURN_URL = 'http://grace.localhost:3000/payments/stripe/3ds-complete';
const PIX_TTL_MS = 30 * 60_000;
const gatewayAt = (apiUrl: string, secretKey = 'sk_test_fake') =>
  new StripeGateway(stripeClient({ secretKey, apiUrl }), { challengeReturnUrl: async () => RETURN_URL, pixTtlMs: PIX_TTL_MS, boletoDays: 3 });
const gateway = () => gatewayAt(stripe.url);
const card = (numero: string, validade = '12/40') => ({ numero, titular: 'Joana Pereira', validade, cvv: '123' });
const tokenOf = async (numero: string) => (await gateway().tokeniseCard(1, card(numero))).token;

let codes = 0;
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
const lastIntent = () => stripe.intentRequests().at(-1);

describe('the Stripe adapter: cards', () => {
  it('tokenises a card into a payment method (brand, last four, MM/YY), and refuses what Stripe refuses with its message', async () => {
    const token = await gateway().tokeniseCard(1, card('4242 4242 4242 4242'));
    expect(token).toEqual({ token: expect.stringMatching(/^pm_/), bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
    expect(stripe.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_methods',
      fields: { type: 'card', 'card[number]': '4242424242424242', 'card[exp_month]': '12', 'card[exp_year]': '2040', 'card[cvc]': '123', 'billing_details[name]': 'Joana Pereira' },
    });
    await expect(gateway().tokeniseCard(1, card('4242 4242 4242 4241'))).rejects.toEqual(new CardRefusedError('Your card number is incorrect.'));
    await expect(gateway().tokeniseCard(1, card('4242424242424242', '01/20'))).rejects.toEqual(new CardRefusedError("Your card's expiration year is invalid."));
  });

  it('describes a token to save it (giving the payment method a customer, so it can be charged again), and knows no other', async () => {
    const token = await tokenOf('4242424242424242');
    expect(await gateway().describeCard(1, token)).toEqual({ token, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
    expect(stripe.requests.at(-1)).toMatchObject({ path: `/v1/payment_methods/${token}/attach`, fields: { customer: expect.stringMatching(/^cus_/) } });
    expect(await gateway().describeCard(1, 'pm_unknown000000')).toBeUndefined();
    const before = stripe.requests.length;
    expect(await gateway().describeCard(1, 'tok_sandbox_000000')).toBeUndefined();
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
      fields: { amount: '12345', currency: 'usd', confirm: 'true', payment_method: request.cardToken, 'metadata[codigo]': request.codigo, 'allowed_payment_method_types[0]': 'card', return_url: RETURN_URL },
    });
    expect(Object.keys(lastIntent()?.fields ?? {}).some((key) => key.includes('installments'))).toBe(false);
    // The card number went to Stripe in the card-token call only.
    const carrying = stripe.requests.filter((sent) => JSON.stringify(sent.fields).includes('4242424242424242'));
    expect(new Set(carrying.map((sent) => sent.path))).toEqual(new Set(['/v1/payment_methods']));
  });

  it('answers a declined card as refused, and a 3DS card as under review with Stripe’s challenge page and no local token', async () => {
    const declined = await gateway().charge(charge({ cardToken: await tokenOf('4000000000000002') }));
    expect(declined).toEqual({ status: 'nao_aprovado', referencia: expect.stringMatching(/^pi_/), gateway: 'stripe' });
    expect((await gateway().charge(charge({ cardToken: await tokenOf('4000000000000127') }))).status).toBe('nao_aprovado');
    const challenged = await gateway().charge(charge({ cardToken: await tokenOf('4000000000003220') }));
    expect(challenged).toEqual({
      status: 'em_analise',
      referencia: expect.stringMatching(/^pi_/),
      gateway: 'stripe',
      desafio: { url: expect.stringMatching(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//), tokenHash: '' },
    });
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

  it('keeps a card the buyer keeps (its own customer, set up for later), charges it again as that customer, and off-session for a recurring gift', async () => {
    const token = await tokenOf('4242424242424242');
    const kept = await gateway().charge(charge({ cardToken: token, salvarCartao: true, pagador: 'Joana Pereira', email: 'joana@example.org' }));
    expect(kept.status).toBe('aprovado');
    const customer = lastIntent()?.fields.customer;
    expect(customer).toMatch(/^cus_/);
    expect(lastIntent()?.fields).toMatchObject({ setup_future_usage: 'off_session' });
    expect(await gateway().describeCard(1, token)).toMatchObject({ token, ultimosDigitos: '4242' });

    expect((await gateway().charge(charge({ cardToken: token }))).status).toBe('aprovado');
    expect(lastIntent()?.fields).toMatchObject({ customer, return_url: RETURN_URL });
    expect((await gateway().charge(charge({ cardToken: token, recorrente: true }))).status).toBe('aprovado');
    expect(lastIntent()?.fields).toMatchObject({ customer, off_session: 'true' });
    expect(lastIntent()?.fields.return_url).toBeUndefined();
  });

  it('cannot charge again, nor save, a card used once without being kept (Stripe refuses it)', async () => {
    const token = await tokenOf('4242424242424242');
    expect((await gateway().charge(charge({ cardToken: token }))).status).toBe('aprovado');
    expect(await gateway().describeCard(1, token)).toBeUndefined();
    await expect(gateway().charge(charge({ cardToken: token }))).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refuses a recurring charge of a card that asks for 3DS, since nobody is there to answer it', async () => {
    const token = await tokenOf('4000000000003220');
    await gateway().describeCard(1, token);
    expect((await gateway().charge(charge({ cardToken: token, recorrente: true }))).status).toBe('nao_aprovado');
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
    const refusedKey = gatewayAt(stripe.url, 'sk_live_revoked').tokeniseCard(1, card('4242424242424242'));
    await expect(refusedKey).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
