import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';

const cardsKey = (userId: number, slug: string) => ['payments', 'cards', userId, slug] as const;

/** The member's saved cards at this church, by gateway. */
export function useSavedCards() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  const userId = account?.id ?? 0;
  return useQuery({
    queryKey: cardsKey(userId, church.slug),
    queryFn: async () => (await unwrap(api.GET('/usuario/{slug}/{userId}/cartoes', { params: { path: { slug: church.slug, userId } } }))).cartoes,
    enabled: account !== null,
  });
}

/** Saves a tokenised card for the member. */
export function useSaveCard() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (token: string) => (await unwrap(api.POST('/usuario-cartao-gateway-pagamento/', { params: { query: { igreja: church.id } }, body: { token } }))).cartao,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'cards'] }),
  });
}

/** Removes one of the member's saved cards. */
export function useDeleteCard() {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (id: number) => expectOk(api.DELETE('/usuario-cartao-gateway-pagamento/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'cards'] }),
  });
}
