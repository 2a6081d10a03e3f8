import { describe, expect, it } from 'vitest';
import { CardRefusedError, type ChargeRequest, type MadeCharge, type PaymentGateway } from '../payment-gateway';
import type { PaymentMethod } from '../payment-method';
import { ProviderNotConfiguredError, RoutingGateway } from '../routing-gateway';

/** A gateway that answers with its own name as the reference, takes tokens starting with `prefix`, and counts what it was asked. */
function namedGateway(name: string, prefix: string): PaymentGateway & { name: string; calls: string[] } {
  const calls: string[] = [];
  return {
    name,
    calls,
    async tokeniseCard() {
      calls.push('tokeniseCard');
      return { token: `${prefix}token`, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 };
    },
    async describeCard(_igrejaId, token) {
      calls.push(`describeCard ${token}`);
      return undefined;
    },
    acceptsCardToken: (token) => token.startsWith(prefix),
    async charge() {
      calls.push('charge');
      return { status: 'aprovado', referencia: name, gateway: name };
    },
    async find() {
      calls.push('find');
      return undefined;
    },
    async refund(charge) {
      calls.push(`refund ${charge.referencia}`);
    },
    async cancel(charge) {
      calls.push(`cancel ${charge.referencia}`);
      return undefined;
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

const made = (gateway: string): MadeCharge => ({ codigo: 'ROUTE1', referencia: `${gateway}_ref`, igrejaId: 1, metodo: 'PIX', total: 1000, gateway });

describe('the routing gateway (Stripe configured)', () => {
  it('sends cards, Pix, slips and ACH to Stripe and the wallet, cash and free registrations to the sandbox', async () => {
    const stripe = namedGateway('stripe', 'pm_');
    const sandbox = namedGateway('sandbox', 'tok_');
    const gateway = RoutingGateway.withProvider(stripe, sandbox);
    const routed = async (metodo: PaymentMethod, token?: string) => (await gateway.charge(request(metodo, token))).referencia;
    expect(await routed('CARTAO_CREDITO', 'pm_123')).toBe('stripe');
    expect(await routed('PIX')).toBe('stripe');
    expect(await routed('BOLETO')).toBe('stripe');
    expect(await routed('ACH')).toBe('stripe');
    expect(await routed('CARTEIRA_DIGITAL')).toBe('sandbox');
    expect(await routed('DINHEIRO')).toBe('sandbox');
    expect(await routed('GRATUITO')).toBe('sandbox');
  });

  it('refuses a card the sandbox tokenised before Stripe was configured: nobody would be charged for it', async () => {
    const stripe = namedGateway('stripe', 'pm_');
    const sandbox = namedGateway('sandbox', 'tok_');
    const gateway = RoutingGateway.withProvider(stripe, sandbox);
    expect(gateway.acceptsCardToken('tok_saved_before')).toBe(false);
    expect(gateway.acceptsCardToken('pm_123')).toBe(true);
    await expect(gateway.charge(request('CARTAO_CREDITO', 'tok_saved_before'))).rejects.toBeInstanceOf(CardRefusedError);
    expect(await gateway.describeCard(1, 'tok_saved_before')).toBeUndefined();
    expect(sandbox.calls).toEqual([]);
  });

  it('tokenises at Stripe and asks Stripe about its tokens; refunds and cancels through the gateway that made the charge', async () => {
    const stripe = namedGateway('stripe', 'pm_');
    const sandbox = namedGateway('sandbox', 'tok_');
    const gateway = RoutingGateway.withProvider(stripe, sandbox);
    expect((await gateway.tokeniseCard(1, { numero: '4242424242424242', titular: 'A B', validade: '12/40', cvv: '123' })).token).toBe('pm_token');
    await gateway.describeCard(1, 'pm_123');
    await gateway.refund(made('sandbox'));
    await gateway.cancel(made('stripe'));
    await gateway.find(request('CARTEIRA_DIGITAL'));
    expect(stripe.calls).toEqual(['tokeniseCard', 'describeCard pm_123', 'cancel stripe_ref']);
    expect(sandbox.calls).toEqual(['refund sandbox_ref', 'find']);
  });
});

describe("the routing gateway (one church's configuration)", () => {
  it('sends each method to the provider the church gave it and the rest to the sandbox; charges of a provider it has no account with cannot be refunded', async () => {
    const stripe = namedGateway('stripe', 'pm_');
    const sandbox = namedGateway('sandbox', 'tok_');
    const gateway = new RoutingGateway(new Map([['PIX', stripe]]), new Map([['stripe', stripe]]), sandbox);
    expect((await gateway.charge(request('PIX'))).referencia).toBe('stripe');
    // Cards stay with the sandbox here: its tokens are taken, Stripe's refused.
    expect((await gateway.charge(request('CARTAO_CREDITO', 'tok_1'))).referencia).toBe('sandbox');
    await expect(gateway.charge(request('CARTAO_CREDITO', 'pm_1'))).rejects.toBeInstanceOf(CardRefusedError);
    expect(gateway.providerFor(1, 'PIX')).toBe('stripe');
    expect(gateway.providerFor(1, 'CARTAO_CREDITO')).toBe('sandbox');
    // A Stripe account kept without methods still refunds what it made.
    const kept = new RoutingGateway(new Map(), new Map([['stripe', stripe]]), sandbox);
    await kept.refund(made('stripe'));
    expect(stripe.calls).toContain('refund stripe_ref');
    expect(() => RoutingGateway.sandboxOnly(sandbox).refund(made('stripe'))).toThrow(ProviderNotConfiguredError);
  });
});
