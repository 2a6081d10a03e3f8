import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths, Progresso } from '@church/contracts-play';
import { ApiError, type ApiClient, isNotFound, unwrap } from '@church/data-access';
import { usePlayApi } from './play-api';
import { playKeys } from './play-keys';

/** The watch page's keys: the member's own media address and progress of a video. */
export const watchKeys = {
  media: (igreja: number, usuario: number, id: number) => ['play', 'media', igreja, usuario, id] as const,
  progress: (igreja: number, usuario: number, id: number) => ['play', 'progress', igreja, usuario, id] as const,
};

/** A refusal that asking again does not change: not found, or not allowed (no subscription). */
const isRefusal = (error: unknown) => isNotFound(error) || (error instanceof ApiError && (error.status === 403 || error.status === 401));

/** Watching this video takes a subscription the member does not have (403 `ASSINATURA_NECESSARIA`). */
export function isSubscriptionNeeded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.problem?.code === 'ASSINATURA_NECESSARIA';
}

export function getMediaQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number, id: number) {
  return queryOptions({
    queryKey: watchKeys.media(igreja, usuario, id),
    queryFn: async () => (await unwrap(api.GET('/plano-assinatura-conteudo/{id}/midia/', { params: { path: { id }, query: { igreja } } }))).midia,
    retry: (failures, error) => !isRefusal(error) && failures < 1,
    // A new address reloads the player: it is asked for again only when the one playing expires
    // (`refetch`), never behind the member's back, and not kept once the page is left (it expires).
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * What a video plays, for the signed-in member who may watch it: a signed address (hls, mp4) valid ten
 * minutes, with its captions, or a YouTube or Vimeo id. 403 `ASSINATURA_NECESSARIA` without a subscription.
 */
export function useMedia(id: number, { enabled = true } = {}) {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({ ...getMediaQueryOptions(api, igreja, usuario, id), enabled: enabled && signedIn });
}

export function getProgressQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number, id: number) {
  return queryOptions({
    queryKey: watchKeys.progress(igreja, usuario, id),
    queryFn: async () => (await unwrap(api.GET('/plano-assinatura-conteudo/{id}/progresso/', { params: { path: { id }, query: { igreja } } }))).progresso,
    retry: (failures, error) => !isRefusal(error) && failures < 1,
    refetchOnWindowFocus: false,
  });
}

/** Where the signed-in member stopped watching a video (0 seconds when never started). */
export function useProgress(id: number, { enabled = true } = {}) {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({ ...getProgressQueryOptions(api, igreja, usuario, id), enabled: enabled && signedIn });
}

/** What a save sends; `keepalive` lets it outlive the page (sent as the member leaves). */
export interface SaveProgressInput {
  segundos: number;
  concluido: boolean;
  keepalive?: boolean;
}

/**
 * Keeps where the signed-in member is in a video; the kept progress becomes the video's, and "continue
 * watching" is read again.
 */
export function useSaveProgress(id: number) {
  const { api, igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ keepalive = false, ...body }: SaveProgressInput): Promise<Progresso> =>
      (await unwrap(api.PUT('/plano-assinatura-conteudo/{id}/progresso/', { params: { path: { id }, query: { igreja } }, body, keepalive }))).progresso,
    onSuccess: (progresso) => queryClient.setQueryData(watchKeys.progress(igreja, usuario, id), progresso),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playKeys.continueWatching(igreja, usuario) }),
  });
}
