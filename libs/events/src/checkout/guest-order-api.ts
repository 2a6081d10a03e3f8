import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PedidoVisitante, paths } from '@church/contracts-events';
import { ApiError, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { isSettling } from '@church/payment-ui';

// The key is part of the query's key: another key for the same code is another read (and a wrong one a 404).
const guestOrderKey = (code: string, orderKey: string) => ['events', 'guest-order', code, orderKey] as const;

/** A visitor's order (payment and tickets) opened with its access key, asked again while its payment may still change by itself. */
export function useGuestOrder(code: string, orderKey: string) {
  const { clients } = useDataAccess();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: guestOrderKey(code, orderKey),
    queryFn: async () =>
      unwrap(api.GET('/evento/inscricao-visitante/{codigo}', { params: { path: { codigo: code }, header: { 'x-chave-acesso': orderKey } } })),
    enabled: code !== '' && orderKey !== '',
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data.pagamento.status) ? 3000 : false),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && (error.status === 404 || error.status === 400)),
  });
}

/** The sandbox's "mark paid" for a visitor's Pix or bank slip, with the order's key. */
export function usePayGuestOrderInSandbox(code: string, orderKey: string) {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async () =>
      (await unwrap(api.POST('/evento/inscricao-visitante/{codigo}/sandbox/pagar', { params: { path: { codigo: code }, header: { 'x-chave-acesso': orderKey } } }))).pagamento,
    onSuccess: (pagamento) => queryClient.setQueryData<PedidoVisitante>(guestOrderKey(code, orderKey), (order) => (order ? { ...order, pagamento } : order)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestOrderKey(code, orderKey) }),
  });
}

/** Where a visitor's order opens again: the key rides in the fragment, which browsers never send to a server. */
export function guestOrderHref(code: string, orderKey: string): string {
  return `/checkout/order/${encodeURIComponent(code)}#chave=${encodeURIComponent(orderKey)}`;
}
