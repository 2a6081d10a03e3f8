import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { InscricaoInput, paths } from '@church/contracts-events';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { accountAtom } from '@church/state';

/** POST the purchase with the checkout's Idempotency-Key: a retry of it never buys twice. */
export function usePurchase() {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ eventId, order, key }: { eventId: number; order: InscricaoInput; key: string }) =>
      unwrap(
        api.POST('/usuario/{id}/evento/{eventId}/inscricao/', {
          params: { path: { id: account?.id ?? 0, eventId }, header: { 'idempotency-key': key } },
          body: order,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['events'] }),
  });
}
