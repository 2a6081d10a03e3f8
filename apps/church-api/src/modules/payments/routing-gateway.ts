import { type CardDetails, type CardOwner, CardRefusedError, type CardToken, type ChargeRequest, type ChargeResult, type MadeCharge, type PaymentGateway } from './payment-gateway';
import type { PaymentMethod } from './payment-method';

/** The methods a real provider (Stripe) takes when it is configured; the others stay with the sandbox (the wallet, cash, free). */
const PROVIDER_METHODS: readonly PaymentMethod[] = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH'];

/**
 * Gateway ids of §3 to adapters: with a provider configured, cards (gateway 1), Pix, slips and ACH go
 * to it, and only its card tokens are taken (a token the sandbox made before is refused: it would be
 * approved by the sandbox, and the provider would see no charge); the instant wallet (gateway 4) and
 * the methods no provider handles stay with the sandbox. What a charge made is refunded or cancelled
 * by the provider that made it.
 */
export class RoutingGateway implements PaymentGateway {
  constructor(
    private readonly provider: PaymentGateway & { name: string },
    private readonly sandbox: PaymentGateway & { name: string },
  ) {}

  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken> {
    return this.provider.tokeniseCard(igrejaId, card);
  }

  async describeCard(igrejaId: number, token: string, usuarioId?: number): Promise<CardToken | undefined> {
    return this.provider.acceptsCardToken(token) ? this.provider.describeCard(igrejaId, token, usuarioId) : undefined;
  }

  acceptsCardToken(token: string): boolean {
    return this.provider.acceptsCardToken(token);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.metodo === 'CARTAO_CREDITO' && request.cardToken && !this.provider.acceptsCardToken(request.cardToken)) {
      return Promise.reject(new CardRefusedError('This card token is not one of the provider that charges cards.'));
    }
    return this.forMethod(request.metodo).charge(request);
  }

  find(request: ChargeRequest): Promise<ChargeResult | undefined> {
    return this.forMethod(request.metodo).find(request);
  }

  refund(charge: MadeCharge): Promise<void> {
    return this.maker(charge).refund(charge);
  }

  cancel(charge: MadeCharge): Promise<ChargeResult | undefined> {
    return this.maker(charge).cancel(charge);
  }

  /** The name of the provider that charges `method` (read only: a payment's fees follow that provider's prices). */
  providerFor(_igrejaId: number, method: PaymentMethod): string {
    return PROVIDER_METHODS.includes(method) ? this.provider.name : this.sandbox.name;
  }

  /** Cards are saved with the provider that charges them (where it takes them in its own fields). */
  async startCardSetup(owner: CardOwner): Promise<{ clientSecret: string } | undefined> {
    return this.provider.startCardSetup?.(owner);
  }

  async cardOfSetup(owner: CardOwner, setupIntentId: string): Promise<CardToken | undefined> {
    return this.provider.cardOfSetup?.(owner, setupIntentId);
  }

  async readAfterAction(charge: MadeCharge, clientSecret: string): Promise<ChargeResult | undefined> {
    return this.maker(charge).readAfterAction?.(charge, clientSecret);
  }

  private forMethod(method: PaymentMethod): PaymentGateway {
    return PROVIDER_METHODS.includes(method) ? this.provider : this.sandbox;
  }

  private maker(charge: MadeCharge): PaymentGateway {
    return charge.gateway === this.sandbox.name ? this.sandbox : this.provider;
  }
}
