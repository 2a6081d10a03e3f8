import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssinaturaCriada, AssinaturaInput, paths } from '@church/contracts-play';
import { type ApiClient, unwrap } from '@church/data-access';
import type { PaymentAttempt } from '@church/payments';
import { usePlayApi } from './play-api';
import { subscriptionKeys } from './subscriptions-api';

const checkoutKeys = {
  quotes: (igreja: number, usuario: number) => ['play', 'quote', igreja, usuario] as const,
  quote: (igreja: number, usuario: number, plano: number, cupom: string | null) => [...checkoutKeys.quotes(igreja, usuario), plano, cupom] as const,
};

function quoteQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number, plano: number, cupom: string | null) {
  return queryOptions({
    queryKey: checkoutKeys.quote(igreja, usuario, plano, cupom),
    queryFn: async () => unwrap(api.GET('/usuario-plano-assinatura/cotacao/', { params: { query: { igreja, plano, ...(cupom ? { cupom } : {}) } } })),
    retry: false,
  });
}

/** What subscribing to `plano` costs the signed-in member today and later, with `cupom` if one was applied. */
export function useSubscriptionQuote(plano: number, cupom: string | null) {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({ ...quoteQueryOptions(api, igreja, usuario, plano, cupom), enabled: signedIn && plano > 0, placeholderData: keepPreviousData });
}

/** Asks for a quote with a coupon before it is applied: a coupon that does not apply is refused here (422 `CUPOM_INVALIDO`). */
export function useTryCoupon() {
  const { api, igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return (plano: number, cupom: string) => queryClient.fetchQuery(quoteQueryOptions(api, igreja, usuario, plano, cupom));
}

/** Subscribes with an attempt's key and exact request: a retry of the same attempt never subscribes nor charges twice. */
export function useSubscribe() {
  const { api, igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, request }: PaymentAttempt<AssinaturaInput>): Promise<AssinaturaCriada> =>
      unwrap(api.POST('/usuario-plano-assinatura/', { params: { header: { 'idempotency-key': key } }, body: request })),
    // Answered or refused, the quotes (a trial taken, a coupon used, a price changed) and the member's subscriptions are asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.quotes(igreja, usuario) }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine(igreja, usuario) }),
      ]),
  });
}
