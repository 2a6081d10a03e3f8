import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import type { paths } from '@church/contracts-podcasts';
import { PODCAST_PAGE_SIZE, podcastKeys } from './podcast-keys';

type EpisodesPage = Awaited<ReturnType<typeof fetchPage>>;

async function fetchPage(api: ApiClient<paths>, code: string, page: number) {
  return unwrap(api.GET('/podcast/anchor/{code}/', { params: { path: { code }, query: { page, limit: PODCAST_PAGE_SIZE } } }));
}

/** §4 "Podcast paging": the next page is asked for until a page returns fewer than 10 items. */
export function nextEpisodesPage(lastPage: Pick<EpisodesPage, 'items' | 'page'>): number | undefined {
  return lastPage.items.length < PODCAST_PAGE_SIZE ? undefined : lastPage.page + 1;
}

export function getPodcastEpisodesQueryOptions(api: ApiClient<paths>, code: string) {
  return infiniteQueryOptions({
    queryKey: podcastKeys.episodes(code),
    queryFn: ({ pageParam }) => fetchPage(api, code, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextEpisodesPage,
  });
}

/** The church's podcast episodes (§7 `GET /podcast/anchor/{code}/`), a page of 10 at a time. */
export function usePodcastEpisodes() {
  const { clients } = useDataAccess();
  const church = useChurch();
  return useInfiniteQuery(getPodcastEpisodesQueryOptions(moduleApi<paths>(clients), church.codigo));
}
