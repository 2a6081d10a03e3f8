import { useMutation } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';

/** Starts saving a card in Stripe's own fields: the SetupIntent's client secret, for Stripe.js. */
export function useStartCardSetup() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async () => (await unwrap(api.POST('/usuario-cartao-gateway-pagamento/configuracao', { params: { query: { igreja: church.id } } }))).clientSecret,
  });
}

/**
 * Has the server read a card payment from Stripe again once Stripe.js ran the bank's check (3DS) in
 * this browser; the client secret the purchase's answer gave authorises it. The payment as Stripe says it stands.
 */
export function useConfirmStripePayment() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ code, clientSecret }: { code: string; clientSecret: string }) =>
      (await unwrap(api.POST('/pagamento/stripe/{codigo}/confirmacao', { params: { path: { codigo: code }, query: { igreja: church.id } }, body: { clientSecret } }))).pagamento,
  });
}
