import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-play';
import { type ApiClient, expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { retryUnlessNotFound } from '@church/data-access';
import { type ContentFilter, playKeys } from './play-keys';

/** The play contract's client, the church, and the signed-in member if any. */
export function usePlayApi() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return { api: moduleApi<paths>(clients), slug: church.slug, igreja: church.id, usuario: account?.id ?? 0, signedIn: account !== null };
}

export function getPlanConfigQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: playKeys.config(slug),
    queryFn: async () =>
      (await unwrap(api.GET('/igreja/{slug}/plano-assinatura-configuracao/', { params: { path: { slug } } }))).planoAssinaturaConfiguracao,
    retry: retryUnlessNotFound,
  });
}

/** How the church's video area presents itself (404 while the church has not set it up). */
export function usePlanConfig() {
  const { api, slug } = usePlayApi();
  return useQuery(getPlanConfigQueryOptions(api, slug));
}

export function getPlansQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: playKeys.plans(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/plano-assinatura/', { params: { path: { slug } } }))).planoAssinaturas,
  });
}

/** The plans a member may subscribe to, in the church's order. */
export function usePlans() {
  const { api, slug } = usePlayApi();
  return useQuery(getPlansQueryOptions(api, slug));
}

export function getHomeTagsQueryOptions(api: ApiClient<paths>, slug: string) {
  return queryOptions({
    queryKey: playKeys.homeTags(slug),
    queryFn: async () => (await unwrap(api.GET('/igreja/{slug}/plano-assinatura-home/', { params: { path: { slug } } }))).tags,
  });
}

/** The home's rows, each a tag, in the church's order. */
export function useHomeTags() {
  const { api, slug } = usePlayApi();
  return useQuery(getHomeTagsQueryOptions(api, slug));
}

export function getContentsQueryOptions(api: ApiClient<paths>, igreja: number, filter: ContentFilter, page: number, limit: number) {
  return queryOptions({
    queryKey: playKeys.contents(igreja, filter, page, limit),
    queryFn: async () => unwrap(api.GET('/plano-assinatura-conteudo/', { params: { query: { igreja, ...filter, page, limit } } })),
    placeholderData: keepPreviousData,
  });
}

/** A page of the area's contents: featured, by tag, a collection's, or found by a search. */
export function useContents(filter: ContentFilter, page: number, limit: number, { enabled = true } = {}) {
  const { api, igreja } = usePlayApi();
  return useQuery({ ...getContentsQueryOptions(api, igreja, filter, page, limit), enabled });
}

export function getContentQueryOptions(api: ApiClient<paths>, igreja: number, id: number) {
  return queryOptions({
    queryKey: playKeys.content(igreja, id),
    queryFn: async () => (await unwrap(api.GET('/plano-assinatura-conteudo/{id}/', { params: { path: { id }, query: { igreja } } }))).planoAssinaturaConteudo,
    retry: retryUnlessNotFound,
  });
}

/** One content; a collection with its videos in order. */
export function useContent(id: number) {
  const { api, igreja } = usePlayApi();
  return useQuery({ ...getContentQueryOptions(api, igreja, id), enabled: Number.isInteger(id) && id > 0 });
}

/** The signed-in member's list ("my list"), the last added first; nothing for a visitor. */
export function useMyList() {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({
    queryKey: playKeys.myList(igreja, usuario),
    queryFn: async () =>
      (await unwrap(api.GET('/usuario-plano-assinatura-conteudo/', { params: { query: { usuario, igreja } } }))).usuarioPlanoAssinaturaConteudos,
    enabled: signedIn,
  });
}

/** The videos the signed-in member started and did not finish, the last watched first. */
export function useContinueWatching() {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({
    queryKey: playKeys.continueWatching(igreja, usuario),
    queryFn: async () => (await unwrap(api.GET('/usuario-plano-assinatura-progresso/', { params: { query: { usuario, igreja } } }))).progressos,
    enabled: signedIn,
  });
}

/** Adds a content to the member's list (adding it again answers the item there is). */
export function useAddToMyList() {
  const { api, igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (planoAssinaturaConteudo: number) =>
      (await unwrap(api.POST('/usuario-plano-assinatura-conteudo/', { params: { query: { planoAssinaturaConteudo, usuario, igreja } } })))
        .usuarioPlanoAssinaturaConteudo,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playKeys.myList(igreja, usuario) }),
  });
}

/** Takes an item (by the list item's id) off the member's list. */
export function useRemoveFromMyList() {
  const { api, igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: number) => expectOk(api.DELETE('/usuario-plano-assinatura-conteudo/{id}/', { params: { path: { id: itemId }, query: { igreja } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playKeys.myList(igreja, usuario) }),
  });
}
