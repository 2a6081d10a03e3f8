import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InscricaoCriada, InscricaoVisitanteCriada, paths } from '@church/contracts-events';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import type { PurchaseAttempt } from './checkout-state';

/**
 * POSTs one send of a purchase attempt (a member's, or a visitor's without an account) with the
 * attempt's Idempotency-Key and its body exactly as kept: a retry of it never buys twice. It sends
 * once; the checkout sends the attempt again while its outcome is unknown (`sendAttempt`).
 */
export function usePurchase() {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ key, request }: PurchaseAttempt): Promise<InscricaoCriada | InscricaoVisitanteCriada> =>
      request.buyer === 'visitor'
        ? unwrap(
            api.POST('/evento/{eventId}/inscricao-visitante/', {
              params: { path: { eventId: request.eventId }, header: { 'idempotency-key': key } },
              body: request.body,
            }),
          )
        : unwrap(
            api.POST('/usuario/{id}/evento/{eventId}/inscricao/', {
              params: { path: { id: account?.id ?? 0, eventId: request.eventId }, header: { 'idempotency-key': key } },
              body: request.body,
            }),
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
