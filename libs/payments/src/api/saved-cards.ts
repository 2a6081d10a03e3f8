import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { paymentsKeys } from './payments-keys';

/** The member's saved cards at this church, by gateway (§3 "Cards"); nothing is asked for a visitor. */
export function useSavedCards() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  const userId = account?.id ?? 0;
  return useQuery({
    queryKey: paymentsKeys.cards(userId, church.slug),
    queryFn: async () => (await unwrap(api.GET('/usuario/{slug}/{userId}/cartoes', { params: { path: { slug: church.slug, userId } } }))).cartoes,
    enabled: account !== null,
  });
}

/** Saves a card for the member: a sandbox card's token, or the SetupIntent Stripe.js confirmed with Stripe's fields. */
export function useSaveCard() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (card: { token: string } | { setupIntent: string }) => (await unwrap(api.POST('/usuario-cartao-gateway-pagamento/', { params: { query: { igreja: church.id } }, body: card }))).cartao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.allCards() }),
  });
}

/** Removes one of the member's saved cards. */
export function useDeleteCard() {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (id: number) => expectOk(api.DELETE('/usuario-cartao-gateway-pagamento/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.allCards() }),
  });
}
