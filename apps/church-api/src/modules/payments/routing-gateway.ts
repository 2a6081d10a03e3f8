import { type CardDetails, type CardOwner, CardRefusedError, type CardToken, type ChargeRequest, type ChargeResult, type MadeCharge, type PaymentGateway } from './payment-gateway';
import type { PaymentMethod } from './payment-method';

/** A provider's adapter with the name its payments record (`sandbox`, `stripe`). */
export type NamedGateway = PaymentGateway & { readonly name: string };

/** The methods a real provider (Stripe) takes by default (the single-church default); the others stay with the sandbox (the wallet, cash, free). */
export const PROVIDER_METHODS: readonly PaymentMethod[] = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'ACH'];

/** A charge made by a provider the church has no account with any more: it cannot be refunded, cancelled or read here. */
export class ProviderNotConfiguredError extends Error {
  constructor(charge: Pick<MadeCharge, 'codigo' | 'gateway' | 'igrejaId'>) {
    super(`Church ${charge.igrejaId} has no ${charge.gateway} account configured: its payment ${charge.codigo} cannot be acted on (configure it again with npm run church:gateway).`);
    this.name = 'ProviderNotConfiguredError';
  }
}

/**
 * One church's methods to adapters: each method its configuration gives a provider goes to it, every
 * other one (and cash, free registrations) to the sandbox. Card tokens are taken only from the
 * adapter that takes the church's cards (a token the sandbox made before the church's provider took
 * its cards is refused: the sandbox would approve it, and the provider would see no charge). What a
 * charge made is refunded, cancelled or read again by the provider that made it (its account stays
 * configured after its methods go elsewhere).
 */
export class RoutingGateway implements PaymentGateway {
  constructor(
    private readonly routes: ReadonlyMap<PaymentMethod, NamedGateway>,
    /** Each of the church's provider accounts by name, whether or not it takes a method now. */
    private readonly providers: ReadonlyMap<string, NamedGateway>,
    private readonly sandbox: NamedGateway,
  ) {}

  /** A church without a provider (the demo churches): the sandbox takes everything. */
  static sandboxOnly(sandbox: NamedGateway): RoutingGateway {
    return new RoutingGateway(new Map(), new Map(), sandbox);
  }

  /** One provider taking `methods` (cards, Pix, slips and ACH by default), the sandbox the rest. */
  static withProvider(provider: NamedGateway, sandbox: NamedGateway, methods: readonly PaymentMethod[] = PROVIDER_METHODS): RoutingGateway {
    return new RoutingGateway(new Map(methods.map((method) => [method, provider])), new Map([[provider.name, provider]]), sandbox);
  }

  tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken> {
    return this.cards.tokeniseCard(igrejaId, card);
  }

  async describeCard(igrejaId: number, token: string, usuarioId?: number): Promise<CardToken | undefined> {
    return this.cards.acceptsCardToken(token) ? this.cards.describeCard(igrejaId, token, usuarioId) : undefined;
  }

  acceptsCardToken(token: string): boolean {
    return this.cards.acceptsCardToken(token);
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.metodo === 'CARTAO_CREDITO' && request.cardToken && !this.cards.acceptsCardToken(request.cardToken)) {
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

  /** Cards are saved with the provider that charges them (where it takes them in its own fields). */
  async startCardSetup(owner: CardOwner): Promise<{ clientSecret: string } | undefined> {
    return this.cards.startCardSetup?.(owner);
  }

  async cardOfSetup(owner: CardOwner, setupIntentId: string): Promise<CardToken | undefined> {
    return this.cards.cardOfSetup?.(owner, setupIntentId);
  }

  async readAfterAction(charge: MadeCharge, clientSecret: string): Promise<ChargeResult | undefined> {
    return this.maker(charge).readAfterAction?.(charge, clientSecret);
  }

  /** The name of the provider that charges `method` (read only: a payment's fees follow that provider's prices). */
  providerFor(_igrejaId: number, method: PaymentMethod): string {
    return this.forMethod(method).name;
  }

  private get cards(): NamedGateway {
    return this.forMethod('CARTAO_CREDITO');
  }

  private forMethod(method: PaymentMethod): NamedGateway {
    return this.routes.get(method) ?? this.sandbox;
  }

  private maker(charge: MadeCharge): NamedGateway {
    if (charge.gateway === this.sandbox.name) return this.sandbox;
    const provider = this.providers.get(charge.gateway);
    if (!provider) throw new ProviderNotConfiguredError(charge);
    return provider;
  }
}
