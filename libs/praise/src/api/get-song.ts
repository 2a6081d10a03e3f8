import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import { praiseKeys } from './praise-keys';

/** A song's query: the song view's, and the song page's data for the server to render it. */
export function getSongQueryOptions(api: ApiClient<paths>, church: { id: number; slug: string }, id: number) {
  return queryOptions({
    queryKey: praiseKeys.song(church.slug, id),
    queryFn: async () => unwrap(api.GET('/louvor/{id}/', { params: { path: { id }, query: { igreja: church.id } } })),
  });
}

/** A song of the church (§7 `GET /louvor/{id}/`): its lines with chords, its score files and its ChordPro. */
export function useSong(id: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery(getSongQueryOptions(moduleApi<paths>(clients), church, id));
}
