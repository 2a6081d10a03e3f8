import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-payments';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { isSettling } from '@church/payment-ui';
import { accountAtom, useAtomValue } from '@church/state';

const giftPaymentKey = (userId: number, code: string) => ['giving', 'payment', userId, code] as const;

/** A member's gift payment by code, asked again while it may still change by itself (a visitor has none to ask). */
export function useGiftPayment(code: string) {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const id = account?.id ?? 0;
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: giftPaymentKey(id, code),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/pagamento/', { params: { path: { id }, query: { pedido: code } } }))).pagamento,
    enabled: account !== null && code !== '',
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data.status) ? 3000 : false),
  });
}

/** The sandbox's "mark paid" for the member's Pix or bank slip gift. */
export function usePayGiftInSandbox() {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/pagamento/sandbox/{codigo}/pagar', { params: { path: { codigo: code } } }))).pagamento,
    onSuccess: (pagamento) => queryClient.setQueryData(giftPaymentKey(account?.id ?? 0, pagamento.codigo), pagamento),
  });
}
