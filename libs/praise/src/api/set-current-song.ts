import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import { praiseKeys } from './praise-keys';

/** Staff mark the song being sung now at a broadcast (`null` clears it); the server checks the role. */
export function useSetCurrentSong(broadcastId: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async (idLouvor: number | null) =>
      unwrap(
        api.PUT('/igreja/{slug}/transmissao/{id}/louvor-atual', {
          params: { path: { slug: church.slug, id: broadcastId } },
          body: { idLouvor },
        }),
      ),
    onSuccess: (current) => queryClient.setQueryData(praiseKeys.currentSong(church.slug, broadcastId), current),
  });
}
