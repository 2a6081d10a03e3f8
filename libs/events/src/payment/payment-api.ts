import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths as eventPaths } from '@church/contracts-events';
import type { CartaoInput, paths as paymentPaths } from '@church/contracts-payments';
import { type ApiClient, ApiError, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { isSettling } from '@church/payment-ui';

export const paymentKeys = {
  fee: (eventId: number, valor: number, metodo: string) => ['events', 'fee', eventId, valor, metodo] as const,
  installments: (slug: string, valor: number, flagJuros: boolean, max: number) => ['payments', 'installments', slug, valor, flagJuros, max] as const,
  payment: (userId: number, code: string) => ['payments', 'payment', userId, code] as const,
};

type Method = eventPaths['/evento/{id}/calcular-taxas']['get']['parameters']['query']['metodoPagamento'];

/** The service fee of the method for the tickets' value, and what the buyer pays (computed by the server). */
export function useEventFee(eventId: number, valor: number, metodo: Method | null) {
  const { clients } = useDataAccess();
  const api: ApiClient<eventPaths> = moduleApi<eventPaths>(clients);
  return useQuery({
    queryKey: paymentKeys.fee(eventId, valor, metodo ?? ''),
    queryFn: async () => unwrap(api.GET('/evento/{id}/calcular-taxas', { params: { path: { id: eventId }, query: { valor, metodoPagamento: metodo as Method } } })),
    enabled: metodo !== null,
    staleTime: 60_000,
  });
}

/** The installment options for an amount (§4 "labelled with or without interest"). */
export function useInstallmentOptions(valor: number, flagJuros: boolean, maxParcelas: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paymentPaths>(clients);
  return useQuery({
    queryKey: paymentKeys.installments(church.slug, valor, flagJuros, maxParcelas),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/calcula-taxas-parcelamento-juros', { params: { path: { slug: church.slug }, query: { valor, flagJuros, maxParcelas } } }))).data.data,
    enabled,
    staleTime: 60_000,
  });
}

/** Tokenises a card with the church's gateway: the card's number and CVV go nowhere else. */
export function useCardToken() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paymentPaths>(clients);
  return useMutation({
    mutationFn: async (card: CartaoInput) => unwrap(api.POST('/general/payment/church/{id}/card/token', { params: { path: { id: church.id } }, body: card })),
  });
}

export function getPaymentQueryOptions(api: ApiClient<paymentPaths>, userId: number, code: string) {
  return queryOptions({
    queryKey: paymentKeys.payment(userId, code),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/pagamento/', { params: { path: { id: userId }, query: { pedido: code } } }))).pagamento,
  });
}

/** One of the member's payments by code, asked again every few seconds while it may still change by itself. */
export function usePayment(userId: number, code: string) {
  const { clients } = useDataAccess();
  return useQuery({
    ...getPaymentQueryOptions(moduleApi<paymentPaths>(clients), userId, code),
    enabled: code !== '',
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data.status) ? 3000 : false),
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** The sandbox's "mark paid" for one's own Pix or bank slip. */
export function usePayInSandbox(userId: number) {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const api = moduleApi<paymentPaths>(clients);
  return useMutation({
    mutationFn: async (code: string) => (await unwrap(api.POST('/pagamento/sandbox/{codigo}/pagar', { params: { path: { codigo: code } } }))).pagamento,
    onSuccess: (pagamento) => queryClient.setQueryData(paymentKeys.payment(userId, pagamento.codigo), pagamento),
  });
}
