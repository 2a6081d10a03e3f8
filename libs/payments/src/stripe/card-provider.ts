import { useQuery } from '@tanstack/react-query';
import { getPaymentMethodsQueryOptions, useChurch, useDataAccess } from '@church/data-access';

/**
 * Who takes the church's cards: Stripe, in its own fields in the browser (Stripe.js with the church's
 * publishable key: card numbers never reach our server), or the sandbox, whose fields post to our
 * card-token call (the demo churches; marked on screen as a test mode).
 */
export type CardProvider = { kind: 'sandbox' } | { kind: 'stripe'; publishableKey: string };

const SANDBOX: CardProvider = { kind: 'sandbox' };

/** The church's card provider, as its payment methods say (the tenant bootstrap seeds them: no request on a page). */
export function useCardProvider(): CardProvider {
  const { clients } = useDataAccess();
  const church = useChurch();
  const methods = useQuery(getPaymentMethodsQueryOptions(clients.api, church.slug)).data ?? [];
  const card = methods.find((method) => method.codigo === 'CARTAO_CREDITO');
  return card?.provedor === 'stripe' && card.chavePublicavel ? { kind: 'stripe', publishableKey: card.chavePublicavel } : SANDBOX;
}
