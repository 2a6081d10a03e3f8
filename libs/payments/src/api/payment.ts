import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { type ApiClient, ApiError, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { isSettling } from '@church/payment-ui';
import { accountAtom, useAtomValue } from '@church/state';
import { paymentsKeys } from './payments-keys';

export function getPaymentQueryOptions(api: ApiClient<paths>, userId: number, code: string) {
  return queryOptions({
    queryKey: paymentsKeys.payment(userId, code),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/pagamento/', { params: { path: { id: userId }, query: { pedido: code } } }))).pagamento,
  });
}

/**
 * One of the signed-in member's payments by its code (tickets or a gift), asked again every few seconds
 * while it may still change by itself; nothing is asked for a visitor or without a code.
 */
export function usePayment(code: string) {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  return useQuery({
    ...getPaymentQueryOptions(moduleApi<paths>(clients), account?.id ?? 0, code),
    enabled: account !== null && code !== '',
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data.status) ? 3000 : false),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** The sandbox's "mark paid" for one's own Pix or bank slip: the payment as it then is. */
export function usePayInSandbox() {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/pagamento/sandbox/{codigo}/pagar', { params: { path: { codigo: code } } }))).pagamento,
    onSuccess: (pagamento) => queryClient.setQueryData(paymentsKeys.payment(account?.id ?? 0, pagamento.codigo), pagamento),
  });
}
