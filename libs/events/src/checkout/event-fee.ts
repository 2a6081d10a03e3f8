import { useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-events';
import { type ApiClient, moduleApi, unwrap, useDataAccess } from '@church/data-access';

type Method = paths['/evento/{id}/calcular-taxas']['get']['parameters']['query']['metodoPagamento'];

const feeKey = (eventId: number, valor: number, metodo: string) => ['events', 'fee', eventId, valor, metodo] as const;

/** The service fee of the method for the tickets' value, and what the buyer pays (computed by the server). */
export function useEventFee(eventId: number, valor: number, metodo: Method | null) {
  const { clients } = useDataAccess();
  const api: ApiClient<paths> = moduleApi<paths>(clients);
  return useQuery({
    queryKey: feeKey(eventId, valor, metodo ?? ''),
    queryFn: async () => unwrap(api.GET('/evento/{id}/calcular-taxas', { params: { path: { id: eventId }, query: { valor, metodoPagamento: metodo as Method } } })),
    enabled: metodo !== null,
    staleTime: 60_000,
  });
}
