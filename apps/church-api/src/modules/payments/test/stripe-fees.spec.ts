import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeRule, grossUp, serviceFee } from '../fees';
import type { PaymentMethod } from '../payment-method';
import { newMember } from '../../../../test/helpers/account-helpers';
import { eventIdByName } from '../../events/test/event-helpers';
import { give, givingOptions, reasonNamed, SLUGS } from '../../giving/test/giving-helpers';
import { FakeStripe } from './stripe-fake';
import { setupStripeTestApp } from './stripe-test-app';

const stripe = new FakeStripe();
beforeAll(() => stripe.start());
afterAll(() => stripe.stop());
// grace on the environment's Stripe keys (its single-church default), esperanca on its own Stripe account.
const testApp = setupStripeTestApp(stripe);

async function giftFee(app: FastifyInstance, igreja: number, valor: number, metodo: PaymentMethod) {
  return (await app.inject({ url: `/api/v1/pagamento/calcular-taxas?igreja=${igreja}&valor=${valor}&metodoPagamento=${metodo}` })).json() as { taxa: number; totalComTaxa: number };
}

describe('fees with Stripe configured', () => {
  it('prices each method by the provider that charges it: Stripe’s prices in the church’s currency, the sandbox’s for the wallet it keeps', async () => {
    const { app } = testApp();
    const grace = await newMember(app, 'grace');
    const esperanca = await newMember(app, 'esperanca');
    const cases: [number, PaymentMethod, string, string][] = [
      [grace.igreja, 'CARTAO_CREDITO', 'stripe', 'USD'],
      [grace.igreja, 'ACH', 'stripe', 'USD'],
      [grace.igreja, 'CARTEIRA_DIGITAL', 'sandbox', 'USD'],
      [esperanca.igreja, 'CARTAO_CREDITO', 'stripe', 'BRL'],
      [esperanca.igreja, 'PIX', 'stripe', 'BRL'],
      [esperanca.igreja, 'BOLETO', 'stripe', 'BRL'],
    ];
    for (const [igreja, method, provider, currency] of cases) {
      const rule = feeRule({ provider, method, currency });
      expect(await giftFee(app, igreja, 80_000, method), `${method} ${currency}`).toMatchObject({ taxa: serviceFee(rule, 80_000), totalComTaxa: grossUp(rule, 80_000) });
    }
    // Stripe's ACH share stops at $5.00: a covered $800.00 costs the donor $5.00 more, not 0.8%.
    expect(await giftFee(app, grace.igreja, 80_000, 'ACH')).toMatchObject({ taxa: 500, totalComTaxa: 80_500 });
    // An event's buyer pays the same grossed-up total by Stripe's card prices.
    const course = await eventIdByName(app, 'Online Course: Reading Romans');
    const eventFee = (await app.inject({ url: `/api/v1/evento/${course}/calcular-taxas?valor=2900&metodoPagamento=CARTAO_CREDITO` })).json();
    expect(eventFee).toMatchObject({ valor: 2_900, total: grossUp(feeRule({ provider: 'stripe', method: 'CARTAO_CREDITO', currency: 'USD' }), 2_900) });
  });

  it('asks Stripe for the grossed-up total of a covered gift, which leaves the church the whole gift after Stripe’s fee', async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const tithe = reasonNamed(await givingOptions(app, SLUGS.grace), 'Tithe');
    const rule = feeRule({ provider: 'stripe', method: 'CARTAO_CREDITO', currency: 'USD' });
    const total = grossUp(rule, 10_000);
    // (10 000 + 30) / 0.971 = 10 329.55…: $103.30, whose fee ($3.00 + $0.30) leaves $100.00.
    expect(total).toBe(10_330);
    const response = await give(
      app,
      { igreja: member.igreja, motivos: [{ idMotivo: tithe.id, valor: 10_000 }], flagUsuarioTaxa: true, totalEsperado: total, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await stripe.browserPaymentMethod('4242 4242 4242 4242') } } },
      { token: member.token },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().pagamento).toMatchObject({ status: 'aprovado', total, taxa: 330 });
    expect(stripe.intentRequests().at(-1)?.fields).toMatchObject({ amount: String(total), currency: 'usd' });
    expect(total - serviceFee(rule, total)).toBe(10_000);
  });
});
