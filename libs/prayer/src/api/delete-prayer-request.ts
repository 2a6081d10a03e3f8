import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectOk } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/** Deletes the member's own request (`DELETE /oracao/{slug}/{id}`); the wall and the member's list are read again. */
export function useDeletePrayerRequest(id: number) {
  const { api, church } = usePrayerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => expectOk(api.DELETE('/oracao/{slug}/{id}', { params: { path: { slug: church.slug, id } } })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: prayerKeys.requests(church.slug, id) });
      void queryClient.invalidateQueries({ queryKey: prayerKeys.all(church.slug) });
    },
  });
}
