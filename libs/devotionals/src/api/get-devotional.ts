import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-devotionals';
import { devotionalKeys } from './devotional-keys';
import { retryUnlessNotFound } from '@church/data-access';

export function getDevotionalQueryOptions(api: ApiClient<paths>, slug: string, id: number) {
  return queryOptions({
    queryKey: devotionalKeys.detail(slug, id),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/devocional/{id}', { params: { path: { slug, id } } }))).devocional,
    retry: retryUnlessNotFound,
  });
}

/** One devotional of the church, by id; nothing is asked while `enabled` is false. */
export function useDevotional(id: number, enabled = true) {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useQuery({ ...getDevotionalQueryOptions(moduleApi<paths>(clients), church.slug, id), enabled });
}
