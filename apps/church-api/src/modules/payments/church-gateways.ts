import type { Database } from '@church/api-platform/db/database';
import { ProblemError } from '@church/api-platform/http/problem';
import { ExpiringLoads } from '@church/api-platform/tenancy/expiring-loads';
import type { MethodProvider } from '@church/api-platform/tenancy/payment-method-providers';
import type { ChurchGatewayRepository } from './church-gateway-repository';
import type { ConfigurableMethod } from './gateway-providers';
import { SecretsKeyMissingError, SecretUnreadableError } from '@church/api-platform/secrets/church-secrets';
import type { CardDetails, CardOwner, CardToken, ChargeRequest, ChargeResult, MadeCharge, PaymentGateway } from './payment-gateway';
import type { PaymentMethod } from './payment-method';
import { type NamedGateway, PROVIDER_METHODS, RoutingGateway } from './routing-gateway';

/** Every method a church's payment may have, as the bootstrap describes them. */
const ALL_METHODS: readonly PaymentMethod[] = ['CARTAO_CREDITO', 'PIX', 'BOLETO', 'DINHEIRO', 'CARTEIRA_DIGITAL', 'ACH', 'GRATUITO'];

/** How a church's built gateways are kept: a lost change notification is outlived by at most this. */
const CHURCH_GATEWAYS_TTL_MS = 60_000;
const CHURCHES_KEPT = 2_000;

/** One church's payment gateways, built from its configuration. */
export interface ChurchGateway {
  router: RoutingGateway;
  /** Each of its provider accounts' adapter (one whose secrets do not open here answers 503 to every call). */
  providers: ReadonlyMap<string, NamedGateway>;
  /** Each of its provider accounts' webhook secret (null: its credentials cannot be opened here). */
  webhookSecrets: ReadonlyMap<string, string | null>;
  /** Each of its provider accounts' public key. */
  publicKeys: ReadonlyMap<string, string | null>;
  /** A real provider takes or took payments here (an account of its own, or the single-church default's). */
  hasProvider: boolean;
}

/** The single-church default (STRIPE_SECRET_KEY …): its adapter serves the church `churchCode` while it has no account of its own. */
export interface DefaultProvider {
  churchCode: string;
  gateway: NamedGateway;
  webhookSecret: string;
  publicKey: string | null;
}

export interface ChurchGatewaysOptions {
  repository: ChurchGatewayRepository;
  sandbox: NamedGateway;
  /** A provider's adapter for one church, from its opened credentials; undefined for a provider this server has no adapter for. */
  build(igrejaId: number, provider: string, secrets: Readonly<Record<string, string>>): NamedGateway | undefined;
  /** The church's code (to find the single-church default's church). */
  churchCode(igrejaId: number): Promise<string | null>;
  fallback?: DefaultProvider;
  /** Whether a card token is one any provider here makes (the church-agnostic check of PaymentGateway). */
  knownCardToken(token: string): boolean;
  /** Told (without any secret) when a church's provider cannot be built. */
  onUnreadable?(igrejaId: number, provider: string, reason: string): void;
  ttlMs?: number;
}

/** The answer where a church's provider cannot be built here (its secrets do not open): nothing falls back to the sandbox. */
function providerUnavailable(): ProblemError {
  return new ProblemError(503, 'Service Unavailable', "The church's payment provider is not available on this server right now.", { code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
}

/**
 * A provider whose credentials this server cannot open: every call is refused with a 503, asking
 * whether it takes a card token too (so that a purchase is refused before its order is made).
 */
class UnavailableGateway implements NamedGateway {
  constructor(readonly name: string) {}

  tokeniseCard = (): Promise<CardToken> => Promise.reject(providerUnavailable());
  describeCard = (): Promise<CardToken | undefined> => Promise.reject(providerUnavailable());
  acceptsCardToken = (): boolean => {
    throw providerUnavailable();
  };
  charge = (): Promise<ChargeResult> => Promise.reject(providerUnavailable());
  find = (): Promise<ChargeResult | undefined> => Promise.reject(providerUnavailable());
  refund = (): Promise<void> => Promise.reject(providerUnavailable());
  cancel = (): Promise<ChargeResult | undefined> => Promise.reject(providerUnavailable());
}

/** The instances of each database, told when a church's configuration changes (church-gateways.ts of every module share the notification). */
const instances = new WeakMap<Database, Set<ChurchGateways>>();

/** A church's gateway configuration changed (null: any church's may have): every instance on the database drops it. */
export function churchGatewayChanged(db: Database, igrejaId: number | null): void {
  for (const gateways of instances.get(db) ?? []) gateways.invalidate(igrejaId);
}

/**
 * Each church's gateways, built from its own configuration (church-gateway-repository.ts) and kept per
 * church until it changes: `churchGatewayChanged` (the payments module calls it when the tenant cache
 * hears `igreja_alterada`, which the configuration tables' triggers send) or after `ttlMs`. A church
 * without a provider account is served by the sandbox, except the single-church default's church
 * (STRIPE_CHURCH), served by the environment's Stripe keys. As a PaymentGateway, every call goes to
 * the gateway of the church it names.
 */
export class ChurchGateways implements PaymentGateway {
  private readonly churches: ExpiringLoads<number, ChurchGateway>;

  constructor(
    db: Database,
    private readonly options: ChurchGatewaysOptions,
  ) {
    this.churches = new ExpiringLoads(options.ttlMs ?? CHURCH_GATEWAYS_TTL_MS, CHURCHES_KEPT);
    const set = instances.get(db) ?? new Set();
    set.add(this);
    instances.set(db, set);
  }

  /** The church's gateways, built once per change of its configuration. */
  of(igrejaId: number): Promise<ChurchGateway> {
    return this.churches.get(igrejaId, () => this.load(igrejaId));
  }

  /** Drops a church's built gateways (null: every church's). */
  invalidate(igrejaId: number | null): void {
    if (igrejaId === null) this.churches.clear();
    else this.churches.delete(igrejaId);
  }

  /** Who serves each method at the church, and the public key the browser's fields need (the tenant bootstrap's). */
  async describeMethods(igrejaId: number): Promise<Record<string, MethodProvider>> {
    const church = await this.of(igrejaId);
    return Object.fromEntries(
      ALL_METHODS.map((method) => {
        const provedor = church.router.providerFor(igrejaId, method);
        return [method, { provedor, chavePublicavel: church.publicKeys.get(provedor) ?? null }];
      }),
    );
  }

  /** The webhook secret of the church's account at `provider`: undefined when it has none, null when it cannot be opened here. */
  async webhookSecret(igrejaId: number, provider: string): Promise<string | null | undefined> {
    return (await this.of(igrejaId)).webhookSecrets.get(provider);
  }

  /** The adapter of the church's account at `provider` (a notification that names only a payment's id reads it through it); undefined when it has none. */
  async provider(igrejaId: number, provider: string): Promise<NamedGateway | undefined> {
    return (await this.of(igrejaId)).providers.get(provider);
  }

  async hasProvider(igrejaId: number): Promise<boolean> {
    return (await this.of(igrejaId)).hasProvider;
  }

  /** Whether a card token is one the church's card gateway takes. */
  async acceptsCardTokenAt(igrejaId: number, token: string): Promise<boolean> {
    return (await this.of(igrejaId)).router.acceptsCardToken(token);
  }

  async providerFor(igrejaId: number, method: PaymentMethod): Promise<string> {
    return (await this.of(igrejaId)).router.providerFor(igrejaId, method);
  }

  async tokeniseCard(igrejaId: number, card: CardDetails): Promise<CardToken> {
    return (await this.of(igrejaId)).router.tokeniseCard(igrejaId, card);
  }

  async describeCard(igrejaId: number, token: string, usuarioId?: number): Promise<CardToken | undefined> {
    return (await this.of(igrejaId)).router.describeCard(igrejaId, token, usuarioId);
  }

  /** Church-agnostic (the interface's): whether any provider here makes such tokens. A church's own check is `acceptsCardTokenAt`. */
  acceptsCardToken(token: string): boolean {
    return this.options.knownCardToken(token);
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return (await this.of(request.igrejaId)).router.charge(request);
  }

  async find(request: ChargeRequest): Promise<ChargeResult | undefined> {
    return (await this.of(request.igrejaId)).router.find(request);
  }

  async refund(charge: MadeCharge): Promise<void> {
    return (await this.of(charge.igrejaId)).router.refund(charge);
  }

  async cancel(charge: MadeCharge): Promise<ChargeResult | undefined> {
    return (await this.of(charge.igrejaId)).router.cancel(charge);
  }

  async startCardSetup(owner: CardOwner): Promise<{ clientSecret: string } | undefined> {
    return (await this.of(owner.igrejaId)).router.startCardSetup(owner);
  }

  async cardOfSetup(owner: CardOwner, setupIntentId: string): Promise<CardToken | undefined> {
    return (await this.of(owner.igrejaId)).router.cardOfSetup(owner, setupIntentId);
  }

  async readAfterAction(charge: MadeCharge, clientSecret: string): Promise<ChargeResult | undefined> {
    return (await this.of(charge.igrejaId)).router.readAfterAction(charge, clientSecret);
  }

  private async load(igrejaId: number): Promise<ChurchGateway> {
    const { repository, sandbox, fallback } = this.options;
    const rows = await repository.read(igrejaId);
    if (rows.providers.length === 0) {
      if (fallback && (await this.options.churchCode(igrejaId)) === fallback.churchCode) {
        return {
          router: RoutingGateway.withProvider(fallback.gateway, sandbox, PROVIDER_METHODS),
          providers: new Map([[fallback.gateway.name, fallback.gateway]]),
          webhookSecrets: new Map([[fallback.gateway.name, fallback.webhookSecret]]),
          publicKeys: new Map([[fallback.gateway.name, fallback.publicKey]]),
          hasProvider: true,
        };
      }
      return { router: RoutingGateway.sandboxOnly(sandbox), providers: new Map(), webhookSecrets: new Map(), publicKeys: new Map(), hasProvider: false };
    }
    const providers = new Map<string, NamedGateway>();
    const webhookSecrets = new Map<string, string | null>();
    for (const stored of rows.providers) {
      try {
        const secrets = repository.credentials(igrejaId, stored);
        const built = this.options.build(igrejaId, stored.provider, secrets);
        if (!built) throw new SecretUnreadableError(`This server has no adapter for the provider '${stored.provider}'.`);
        providers.set(stored.provider, built);
        webhookSecrets.set(stored.provider, secrets.webhookSecret ?? null);
      } catch (error) {
        if (!(error instanceof SecretUnreadableError) && !(error instanceof SecretsKeyMissingError)) throw error;
        this.options.onUnreadable?.(igrejaId, stored.provider, error.message);
        providers.set(stored.provider, new UnavailableGateway(stored.provider));
        webhookSecrets.set(stored.provider, null);
      }
    }
    const routes = new Map<PaymentMethod, NamedGateway>();
    for (const [method, provider] of rows.methods as ReadonlyMap<ConfigurableMethod, string>) {
      const gateway = providers.get(provider);
      if (gateway) routes.set(method, gateway);
    }
    return {
      router: new RoutingGateway(routes, providers, sandbox),
      providers,
      webhookSecrets,
      publicKeys: new Map(rows.providers.map((stored) => [stored.provider, stored.publicKey])),
      hasProvider: true,
    };
  }
}
