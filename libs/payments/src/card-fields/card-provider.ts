import { useQuery } from '@tanstack/react-query';
import { getPaymentMethodsQueryOptions, useChurch, useDataAccess } from '@church/data-access';

/**
 * Who takes the church's cards: Stripe, in its own fields in the browser (Stripe.js with the church's
 * publishable key); Mercado Pago, in its own secure fields (MercadoPago.js with the church's public key;
 * its cards are charged once, not kept); in both, card numbers never reach our server. Or the sandbox,
 * whose fields post to our card-token call (the demo churches; marked on screen as a test mode).
 */
export type CardProvider = { kind: 'sandbox' } | { kind: 'stripe'; publishableKey: string } | { kind: 'mercadopago'; publicKey: string };

const SANDBOX: CardProvider = { kind: 'sandbox' };

/** The church's card provider, as its payment methods say (the tenant bootstrap seeds them: no request on a page). */
export function useCardProvider(): CardProvider {
  const { clients } = useDataAccess();
  const church = useChurch();
  const methods = useQuery(getPaymentMethodsQueryOptions(clients.api, church.slug)).data ?? [];
  const card = methods.find((method) => method.codigo === 'CARTAO_CREDITO');
  if (card?.provedor === 'stripe' && card.chavePublicavel) return { kind: 'stripe', publishableKey: card.chavePublicavel };
  if (card?.provedor === 'mercadopago' && card.chavePublicavel) return { kind: 'mercadopago', publicKey: card.chavePublicavel };
  return SANDBOX;
}

/** Whether the provider's own fields are loaded from its servers (the page needs its own CSP for them). */
export const usesProviderFields = (provider: CardProvider) => provider.kind !== 'sandbox';

/** Whether a card typed at this church can be kept for later purchases and recurring gifts (Mercado Pago's are charged once). */
export const keepsCards = (provider: CardProvider) => provider.kind !== 'mercadopago';
