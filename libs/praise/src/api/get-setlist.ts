import { useQuery } from '@tanstack/react-query';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import { praiseKeys } from './praise-keys';

/** The songs of a broadcast's service, in the order they are sung. */
export function useBroadcastSetlist(broadcastId: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: praiseKeys.setlist(church.slug, broadcastId),
    queryFn: async () => unwrap(api.GET('/igreja/{slug}/transmissao/{id}/louvores', { params: { path: { slug: church.slug, id: broadcastId } } })),
  });
}
