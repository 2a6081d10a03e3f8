import { useQuery } from '@tanstack/react-query';
import { moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import { praiseKeys } from './praise-keys';

/** A song of the church (§7 `GET /louvor/{id}/`): its lines with chords, its score files and its ChordPro. */
export function useSong(id: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: praiseKeys.song(church.slug, id),
    queryFn: async () => unwrap(api.GET('/louvor/{id}/', { params: { path: { id }, query: { igreja: church.id } } })),
  });
}
