import { useQuery } from '@tanstack/react-query';
import type { paths } from '@church/contracts-events';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { useEvent } from '../api/get-event';
import { accountAtom, useAtomValue } from '@church/state';

/** The event with its ticket types, as on its page (the same query, so one cache entry). */
export const useEventForSale = (id: number, enabled: boolean) => useEvent(id, enabled);

/** The signed-in member's tickets for the event (what counts against a per-member limit). */
export function useMyEventTickets(eventId: number, enabled: boolean) {
  const { clients } = useDataAccess();
  const account = useAtomValue(accountAtom);
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: ['events', 'registrations', account?.id ?? 0, eventId],
    queryFn: async () =>
      (await unwrap(api.GET('/usuario/{id}/evento/{eventId}/inscricao/', { params: { path: { id: account?.id ?? 0, eventId } } }))).inscricoes,
    enabled: enabled && account !== null,
  });
}
