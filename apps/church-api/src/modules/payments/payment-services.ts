import type { Database } from '@church/api-platform/db/database';
import { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentSettings } from './payment-settings';
import { PaymentService } from './payment-service';
import { ProviderCustomerRepository } from './provider-customer-repository';
import { RoutingGateway } from './routing-gateway';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { STRIPE_CHALLENGE_RETURN_PATH } from './stripe/stripe-challenge-return';
import { type StripeConnection, stripeClient } from './stripe/stripe-client';
import { STRIPE_GATEWAY, StripeGateway } from './stripe/stripe-gateway';

/**
 * The payment core for a database: its gateway and the service orders pay through. The gateway is the
 * sandbox, or, with Stripe configured, Stripe for cards, Pix, slips and ACH and the sandbox for the rest
 * (the instant wallet, cash, free registrations). The sandbox's controls act only where the settings serve them.
 */
export function paymentServices(
  db: Database,
  settings: PaymentSettings,
  clock: () => Date = () => new Date(),
): { service: PaymentService; gateway: PaymentGateway; sandbox: SandboxGateway; provider: PaymentGateway | null } {
  const sandbox = new SandboxGateway(db, { pixTtlMs: settings.pixTtlMs, boletoDays: settings.boletoDays, clock });
  const provider = settings.stripe ? stripeGateway(db, settings, settings.stripe) : null;
  const gateway = provider ? new RoutingGateway(provider, sandbox) : sandbox;
  const service = new PaymentService(db, gateway, {
    webhookSecret: settings.webhookSecret,
    clock,
    holds: settings.holds,
    ...(settings.sandboxControls ? { sandbox } : {}),
  });
  return { service, gateway, sandbox, provider };
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
