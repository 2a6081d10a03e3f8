import { useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-events';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';

/** The events the member holds tickets for at this church. */
export function useMyEvents() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: ['events', 'mine', account?.id ?? 0, church.id],
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/evento/', { params: { path: { id: account?.id ?? 0 }, query: { igreja: church.id } } }))).eventos,
    enabled: account !== null,
  });
}

/** The exclusive content a paid ticket opens. */
export function useTicketContent(eventId: number, ticketId: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: ['events', 'content', account?.id ?? 0, eventId, ticketId],
    queryFn: async () =>
      (await unwrap(api.GET('/usuario/{id}/evento/{eventId}/inscricao/{ticketId}/conteudo/', { params: { path: { id: account?.id ?? 0, eventId, ticketId } } }))).conteudos,
    enabled: enabled && account !== null,
  });
}
