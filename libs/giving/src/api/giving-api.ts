import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoacaoInput, paths } from '@church/contracts-giving';
import type { CartaoInput, paths as paymentPaths } from '@church/contracts-payments';
import { type ApiClient, moduleApi, type PaymentAttempt, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';

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

/** The fee of a gift by a method, computed by the server. */
export function useGiftFee(valor: number, metodo: Method | null) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: givingKeys.fee(church.id, valor, metodo ?? ''),
    queryFn: async () => unwrap(api.GET('/pagamento/calcular-taxas', { params: { query: { igreja: church.id, valor, metodoPagamento: metodo as Method } } })),
    enabled: metodo !== null && valor > 0,
    staleTime: 60_000,
  });
}

/** Tokenises a card with the church's gateway: the number and CVV go nowhere else. */
export function useGiftCardToken() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paymentPaths>(clients);
  return useMutation({
    mutationFn: async (card: CartaoInput) => unwrap(api.POST('/general/payment/church/{id}/card/token', { params: { path: { id: church.id } }, body: card })),
  });
}

/** The member's saved cards at this church (none for a visitor). */
export function useGiftSavedCards() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paymentPaths>(clients);
  const userId = account?.id ?? 0;
  return useQuery({
    queryKey: ['payments', 'cards', userId, church.slug],
    queryFn: async () => (await unwrap(api.GET('/usuario/{slug}/{userId}/cartoes', { params: { path: { slug: church.slug, userId } } }))).cartoes.flatMap((group) => group.cartoes),
    enabled: account !== null,
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

/** The installment options of a card gift (without interest: the church takes it), from the installment-fee call. */
export function useGiftInstallments(valor: number, maxParcelas: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paymentPaths>(clients);
  return useQuery({
    queryKey: ['giving', 'installments', church.slug, valor, maxParcelas],
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/calcula-taxas-parcelamento-juros', { params: { path: { slug: church.slug }, query: { valor, flagJuros: false, maxParcelas } } }))).data.data,
    enabled: enabled && valor > 0,
    staleTime: 60_000,
  });
}
