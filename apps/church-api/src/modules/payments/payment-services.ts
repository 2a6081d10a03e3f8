import type { Database } from '@church/api-platform/db/database';
import { eq } from 'drizzle-orm';
import { AddressRepository } from '@church/api-modules/account';
import { usuario } from '@church/api-platform/identity/identity-tables';
import { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { ChurchGatewayRepository } from './church-gateway-repository';
import { ChurchGateways } from './church-gateways';
import type { PaymentSettings } from './payment-settings';
import { PaymentService } from './payment-service';
import { type MercadoPagoConnection, MercadoPagoClient } from './mercadopago/mercadopago-client';
import { isMercadoPagoCardToken, MERCADOPAGO_GATEWAY, MercadoPagoGateway } from './mercadopago/mercadopago-gateway';
import { ProviderCustomerRepository } from './provider-customer-repository';
import { pagamento } from './schema';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { STRIPE_CHALLENGE_RETURN_PATH } from './stripe/stripe-challenge-return';
import { type StripeConnection, stripeClient } from './stripe/stripe-client';
import { isStripeCardToken, STRIPE_GATEWAY, StripeGateway } from './stripe/stripe-gateway';

export interface PaymentServices {
  service: PaymentService;
  /** Each church's gateways; as a PaymentGateway, every call goes to the gateway of the church it names. */
  gateway: ChurchGateways;
  sandbox: SandboxGateway;
  /** The churches' own gateway configuration. */
  configuration: ChurchGatewayRepository;
}

export interface PaymentServicesOptions {
  /** Told (without any secret) when a church's provider cannot be built: its secrets do not open here. */
  onUnreadable?(igrejaId: number, provider: string, reason: string): void;
}

/**
 * The payment core for a database: each church's gateways and the service orders pay through. A
 * church's gateway comes from its own configuration (its provider accounts, which method each takes;
 * church-gateways.ts); a church without one is served by the sandbox, except the single-church
 * default's church (STRIPE_CHURCH), served by the environment's Stripe keys for cards, Pix, slips and
 * ACH. The sandbox's controls act only where the settings serve them.
 */
export function paymentServices(db: Database, settings: PaymentSettings, clock: () => Date = () => new Date(), options: PaymentServicesOptions = {}): PaymentServices {
  const sandbox = new SandboxGateway(db, { pixTtlMs: settings.pixTtlMs, boletoDays: settings.boletoDays, clock });
  const configuration = new ChurchGatewayRepository(db, settings.secretsKeyring);
  const churches = new ChurchRepository(db);
  const fallback = settings.stripe;
  const gateway = new ChurchGateways(db, {
    repository: configuration,
    sandbox,
    build: (_igrejaId, provider, secrets) => {
      if (provider === STRIPE_GATEWAY) return stripeGateway(db, settings, { secretKey: secrets.secretKey ?? '', ...(settings.stripeApiUrl ? { apiUrl: settings.stripeApiUrl } : {}) });
      if (provider === MERCADOPAGO_GATEWAY) return mercadoPagoGateway(db, settings, clock, { accessToken: secrets.accessToken ?? '', ...(settings.mercadopagoApiUrl ? { apiUrl: settings.mercadopagoApiUrl } : {}) });
      return undefined;
    },
    churchCode: async (igrejaId) => (await churches.findSummary('id', igrejaId))?.codigo ?? null,
    ...(fallback
      ? { fallback: { churchCode: fallback.churchCode, gateway: stripeGateway(db, settings, fallback), webhookSecret: fallback.webhookSecret, publicKey: fallback.publishableKey } }
      : {}),
    knownCardToken: (token) => sandbox.acceptsCardToken(token) || isStripeCardToken(token) || isMercadoPagoCardToken(token),
    ...(options.onUnreadable ? { onUnreadable: options.onUnreadable } : {}),
  });
  const service = new PaymentService(db, gateway, {
    webhookSecret: settings.webhookSecret,
    clock,
    holds: settings.holds,
    sandboxControlsAtProviderChurches: settings.sandboxControlsAtProviderChurches,
    ...(settings.sandboxControls ? { sandbox } : {}),
  });
  return { service, gateway, sandbox, configuration };
}

function mercadoPagoGateway(db: Database, settings: PaymentSettings, clock: () => Date, connection: MercadoPagoConnection): MercadoPagoGateway {
  const addresses = new AddressRepository(db);
  return new MercadoPagoGateway(new MercadoPagoClient(connection), {
    pixTtlMs: settings.pixTtlMs,
    boletoDays: settings.boletoDays,
    clock,
    // Mercado Pago asks every payer's e-mail, and a slip payer's address: a member's account has them.
    payerDetails: async (codigo) => {
      const [payer] = await db.select({ usuarioId: usuario.id, email: usuario.email }).from(pagamento).innerJoin(usuario, eq(usuario.id, pagamento.usuarioId)).where(eq(pagamento.codigo, codigo));
      if (!payer) return {};
      const address = await addresses.main(payer.usuarioId);
      return { email: payer.email, ...(address ? { endereco: address } : {}) };
    },
  });
}

function stripeGateway(db: Database, settings: PaymentSettings, connection: StripeConnection): StripeGateway {
  const churches = new ChurchRepository(db);
  const site = settings.site ?? { appDomain: 'localhost', publicOrigin: { scheme: 'http' as const, port: 3000 } };
  const links = new ChurchSiteLinks(churches, site.appDomain, site.publicOrigin);
  // Stripe returns the buyer, inside the checkout's frame, to the church's own site, which tells the checkout.
  const returnUrl = async (igrejaId: number) => {
    const church = await churches.findSummary('id', igrejaId);
    return `${church ? await links.siteOf(church, '') : `${site.publicOrigin.scheme}://${site.appDomain}`}${STRIPE_CHALLENGE_RETURN_PATH}`;
  };
  return new StripeGateway(stripeClient(connection), {
    challengeReturnUrl: returnUrl,
    pixTtlMs: settings.pixTtlMs,
    boletoDays: settings.boletoDays,
    customers: new ProviderCustomerRepository(db, STRIPE_GATEWAY),
  });
}
