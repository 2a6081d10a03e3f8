import { describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentGateway } from '../../../src/modules/payments/payment-gateway';
import type { PaymentMethod } from '../../../src/modules/payments/payment-method';
import { RoutingGateway } from '../../../src/modules/payments/routing-gateway';
import { isStripeCardToken } from '../../../src/modules/payments/stripe/stripe-gateway';

/** A gateway that answers with its own name as the reference, and counts what it was asked. */
function namedGateway(name: string): PaymentGateway & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async tokeniseCard() {
      calls.push('tokeniseCard');
      return { token: `${name}_token`, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 };
    },
    async describeCard(_igrejaId, token) {
      calls.push(`describeCard ${token}`);
      return undefined;
    },
    async charge() {
      calls.push('charge');
      return { status: 'aprovado', referencia: name };
    },
  };
}

const request = (metodo: PaymentMethod, cardToken?: string): ChargeRequest => ({
  codigo: 'ROUTE1',
  igrejaId: 1,
  igrejaNome: 'Grace',
  igrejaCidade: 'Boston',
  metodo,
  total: 1000,
  moeda: 'USD',
  parcelas: 1,
  descricao: 'Test',
  ...(cardToken ? { cardToken } : {}),
});

describe('the routing gateway (Stripe configured)', () => {
  it('sends cards, Pix, slips and ACH to Stripe and the wallet, cash and free registrations to the sandbox', async () => {
    const stripe = namedGateway('stripe');
    const sandbox = namedGateway('sandbox');
    const gateway = new RoutingGateway(stripe, sandbox, isStripeCardToken);
    const routed = async (metodo: PaymentMethod, token?: string) => (await gateway.charge(request(metodo, token))).referencia;
    expect(await routed('CARTAO_CREDITO', 'pm_123')).toBe('stripe');
    expect(await routed('PIX')).toBe('stripe');
    expect(await routed('BOLETO')).toBe('stripe');
    expect(await routed('ACH')).toBe('stripe');
    expect(await routed('CARTEIRA_DIGITAL')).toBe('sandbox');
    expect(await routed('DINHEIRO')).toBe('sandbox');
    expect(await routed('GRATUITO')).toBe('sandbox');
    // A card the sandbox tokenised before Stripe was configured is still charged by the sandbox.
    expect(await routed('CARTAO_CREDITO', 'tok_saved_before')).toBe('sandbox');
  });

  it('tokenises at Stripe, and asks each gateway about its own tokens', async () => {
    const stripe = namedGateway('stripe');
    const sandbox = namedGateway('sandbox');
    const gateway = new RoutingGateway(stripe, sandbox, isStripeCardToken);
    expect((await gateway.tokeniseCard(1, { numero: '4242424242424242', titular: 'A B', validade: '12/40', cvv: '123' })).token).toBe('stripe_token');
    await gateway.describeCard(1, 'pm_123');
    await gateway.describeCard(1, 'tok_456');
    expect(stripe.calls).toEqual(['tokeniseCard', 'describeCard pm_123']);
    expect(sandbox.calls).toEqual(['describeCard tok_456']);
  });
});
