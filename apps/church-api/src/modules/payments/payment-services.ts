import type { Database } from '../../db/database';
import { ChurchSiteLinks } from '../account/mail/church-site-links';
import { ChurchRepository } from '../church/church-repository';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentSettings } from './payment-settings';
import { PaymentService } from './payment-service';
import { RoutingGateway } from './routing-gateway';
import { SandboxGateway } from './sandbox/sandbox-gateway';
import { STRIPE_CHALLENGE_RETURN_PATH } from './stripe/stripe-challenge-return';
import { type StripeConnection, stripeClient } from './stripe/stripe-client';
import { isStripeCardToken, StripeGateway } from './stripe/stripe-gateway';

/**
 * The payment core for a database: its gateway and the service orders pay through. The gateway is the
 * sandbox, or, with Stripe configured, Stripe for cards, Pix, slips and ACH and the sandbox for the rest.
 */
export function paymentServices(db: Database, settings: PaymentSettings, clock: () => Date = () => new Date()): { service: PaymentService; gateway: PaymentGateway } {
  const sandbox = new SandboxGateway(db, { pixTtlMs: settings.pixTtlMs, boletoDays: settings.boletoDays, clock });
  const gateway = settings.stripe ? new RoutingGateway(stripeGateway(db, settings, settings.stripe), sandbox, isStripeCardToken) : sandbox;
  return { service: new PaymentService(db, gateway, settings.webhookSecret, clock), gateway };
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
  return new StripeGateway(stripeClient(connection), { challengeReturnUrl: returnUrl, pixTtlMs: settings.pixTtlMs, boletoDays: settings.boletoDays });
}
