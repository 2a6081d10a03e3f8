import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import type { BibliaCapitulo, LivroOsis, paths, VersaoCodigo } from '@church/contracts-bible';
import { bibleKeys, KEEP_OFFLINE } from './bible-keys';
import { retryUnlessNotFound } from '@church/data-access';

/**
 * One chapter: a text that never changes, so it is never fetched twice while the page is open; the
 * browser's HTTP cache and the service worker keep it beyond (the server sends it `max-age=86400`).
 */
export function getBibleChapterQueryOptions(api: ApiClient<paths>, version: string, book: string, chapter: number) {
  return queryOptions({
    queryKey: bibleKeys.chapter(version, book, chapter),
    queryFn: async (): Promise<BibliaCapitulo> =>
      unwrap(api.GET('/biblia/{versao}/{livro}/{capitulo}', { params: { path: { versao: version as VersaoCodigo, livro: book as LivroOsis, capitulo: chapter } }, headers: KEEP_OFFLINE })),
    staleTime: Infinity,
    retry: retryUnlessNotFound,
  });
}

/** Nothing is asked while `enabled` is false (an address no chapter could have). */
export function useBibleChapter(version: string, book: string, chapter: number, enabled = true) {
  const { clients } = useDataAccess();
  return useQuery({ ...getBibleChapterQueryOptions(moduleApi<paths>(clients), version, book, chapter), enabled });
}
