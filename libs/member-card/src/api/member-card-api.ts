import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths, UsuarioCarteirinha } from '@church/contracts-member-card';
import { ApiError, type ApiClient, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { memberCardKeys } from './member-card-keys';

/** A 404 stays a 404 (the card is not there, or not the reader's): no retries of a 4xx. */
const retryServerErrors = (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2;

export function getMemberCardQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number) {
  return queryOptions({
    queryKey: memberCardKeys.card(igreja, usuario),
    queryFn: async (): Promise<UsuarioCarteirinha | null> =>
      (await unwrap(api.GET('/usuario-carteirinha/', { params: { query: { usuario, igreja } } }))).usuarioCarteirinhas[0] ?? null,
    retry: retryServerErrors,
  });
}

/** The card of a member (the first of usuarioCarteirinhas) at a church; `enabled` false until the member is known. */
export function useMemberCard(igreja: number, usuario: number | null) {
  const { clients } = useDataAccess();
  return useQuery({ ...getMemberCardQueryOptions(moduleApi<paths>(clients), igreja, usuario ?? 0), enabled: usuario !== null });
}

/** Whether a card's code is valid now at this church. */
export function useCardVerification(code: string | null) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const api = moduleApi<paths>(clients);
  return useQuery({
    queryKey: memberCardKeys.verify(church.id, code ?? ''),
    queryFn: () => unwrap(api.GET('/usuario-carteirinha/verificacao/{codigo}', { params: { path: { codigo: code ?? '' }, query: { igreja: church.id } } })),
    enabled: code !== null,
    retry: retryServerErrors,
    // A check says what holds now: asked again whenever the page is shown.
    staleTime: 0,
    gcTime: 0,
  });
}

/** A new code for the signed-in member's card; the old one is refused from then on. */
export function useRotateCardCode(usuario: number) {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: () => unwrap(api.POST('/usuario-carteirinha/codigo/', { params: { query: { igreja: church.id } } })),
    onSuccess: (card) => queryClient.setQueryData(memberCardKeys.card(church.id, usuario), card),
  });
}

/** §8 "member card data not found": the card is not there or not the reader's. */
export const isCardNotFound = (error: Error | null) => error instanceof ApiError && (error.status === 404 || error.status === 403);
