import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InscricaoCriada, InscricaoInput, InscricaoVisitanteCriada, paths, Visitante } from '@church/contracts-events';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { accountAtom, isLoggedInAtom, useAtomValue } from '@church/state';

export interface PurchaseRequest {
  eventId: number;
  order: InscricaoInput;
  key: string;
  /** Buying without an account: the visitor's data. */
  visitante?: Visitante;
}

/** POST the purchase (a member's, or a visitor's without an account) with the checkout's Idempotency-Key: a retry of it never buys twice. */
export function usePurchase() {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const signedIn = useAtomValue(isLoggedInAtom);
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ eventId, order, key, visitante }: PurchaseRequest): Promise<InscricaoCriada | InscricaoVisitanteCriada> =>
      visitante && !signedIn
        ? unwrap(
            api.POST('/evento/{eventId}/inscricao-visitante/', {
              params: { path: { eventId }, header: { 'idempotency-key': key } },
              body: { ...order, visitante },
            }),
          )
        : unwrap(
            api.POST('/usuario/{id}/evento/{eventId}/inscricao/', {
              params: { path: { id: account?.id ?? 0, eventId }, header: { 'idempotency-key': key } },
              body: order,
            }),
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
