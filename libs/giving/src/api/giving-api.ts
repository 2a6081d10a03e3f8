import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoacaoInput, paths } from '@church/contracts-giving';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { PaymentAttempt } from '@church/payments';

export const givingKeys = {
  options: (slug: string) => ['giving', 'options', slug] as const,
  fee: (igreja: number, valor: number, metodo: string) => ['giving', 'fee', igreja, valor, metodo] as const,
  mine: (userId: number, igreja: number) => ['giving', 'mine', userId, igreja] as const,
  recurring: (userId: number, igreja: number) => ['giving', 'recurring', userId, igreja] as const,
  statement: (userId: number, igreja: number, year: number) => ['giving', 'statement', userId, igreja, year] as const,
};

type Method = DoacaoInput['pagamento']['metodo'];

export function getGivingOptionsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: givingKeys.options(slug),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/pagamento-motivo/', { params: { path: { slug }, query: { doacao: true } } })),
    staleTime: 60_000,
  });
}

/** The church's giving reasons, minimum, methods and currency. */
export function useGivingOptions() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getGivingOptionsQueryOptions(moduleApi<paths>(clients), church.slug));
}

/**
 * The fee of a gift by a method, computed by the server: the fee the church bears, and the total that
 * covers it (`totalComTaxa`, grossed up). Each amount and method is asked once a minute at most; while
 * another is asked, the last answer stays (`isPlaceholderData`), so the summary does not flicker.
 */
export function useGiftFee(valor: number, metodo: Method | null) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: givingKeys.fee(church.id, valor, metodo ?? ''),
    queryFn: async () => unwrap(api.GET('/pagamento/calcular-taxas', { params: { query: { igreja: church.id, valor, metodoPagamento: metodo as Method } } })),
    enabled: metodo !== null && valor > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * POSTs one send of an attempt to give, with the attempt's Idempotency-Key and its gift exactly as kept:
 * a retry never gives twice. It sends once; the give page sends the attempt again while its outcome is
 * unknown (`sendAttempt`).
 */
export function useGive() {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ key, request }: PaymentAttempt<DoacaoInput>) => unwrap(api.POST('/pagamento/', { params: { header: { 'idempotency-key': key } }, body: request })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['giving'] }),
  });
}
