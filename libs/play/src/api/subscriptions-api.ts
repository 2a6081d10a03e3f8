import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths, UsuarioPlanoAssinatura } from '@church/contracts-play';
import { type ApiClient, unwrap } from '@church/data-access';
import { usePlayApi } from './play-api';

/** Query keys of the member's subscriptions (playKeys has none yet). */
export const subscriptionKeys = {
  all: () => ['play', 'subscriptions'] as const,
  mine: (igreja: number, usuario: number) => ['play', 'subscriptions', igreja, usuario] as const,
};

export function getMySubscriptionsQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number) {
  return queryOptions({
    queryKey: subscriptionKeys.mine(igreja, usuario),
    queryFn: async () =>
      (await unwrap(api.GET('/usuario/{id}/usuario-plano-assinatura/', { params: { path: { id: usuario }, query: { igreja } } }))).usuarioPlanoAssinaturas,
  });
}

/** The signed-in member's subscriptions at this church, the newest first; nothing is asked for a visitor. */
export function useMySubscriptions() {
  const { api, igreja, usuario, signedIn } = usePlayApi();
  return useQuery({ ...getMySubscriptionsQueryOptions(api, igreja, usuario), enabled: signedIn });
}

/** Puts the subscription the server answered in the list at once (the list is asked again after). */
function useReplaceInList() {
  const { igreja, usuario } = usePlayApi();
  const queryClient = useQueryClient();
  return {
    replace: (changed: UsuarioPlanoAssinatura) =>
      queryClient.setQueryData<UsuarioPlanoAssinatura[]>(subscriptionKeys.mine(igreja, usuario), (list) => list?.map((one) => (one.id === changed.id ? changed : one))),
    invalidate: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine(igreja, usuario) }),
  };
}

/**
 * Cancels one of the member's subscriptions: nothing more is charged, and access lasts until its paid
 * period ends. 409 `ASSINATURA_ENCERRADA` when it ended or was never paid.
 */
export function useCancelSubscription() {
  const { api, igreja, usuario } = usePlayApi();
  const list = useReplaceInList();
  return useMutation({
    mutationFn: async (assinatura: number) =>
      (
        await unwrap(
          api.POST('/usuario/{id}/usuario-plano-assinatura/{assinatura}/cancelamento/', { params: { path: { id: usuario, assinatura }, query: { igreja } } }),
        )
      ).usuarioPlanoAssinatura,
    onSuccess: list.replace,
    onSettled: list.invalidate,
  });
}

/**
 * Pays a running subscription with one of the member's saved cards from its next charge on (one paid by
 * Pix or slip moves to the card). 409 `ASSINATURA_ENCERRADA` when it is not running; 422 `CARD_INVALID`
 * when the card is not one of the member's at this church.
 */
export function useChangeSubscriptionCard() {
  const { api, igreja, usuario } = usePlayApi();
  const list = useReplaceInList();
  return useMutation({
    mutationFn: async ({ assinatura, idCartaoSalvo }: { assinatura: number; idCartaoSalvo: number }) =>
      (
        await unwrap(
          api.PUT('/usuario/{id}/usuario-plano-assinatura/{assinatura}/cartao/', {
            params: { path: { id: usuario, assinatura }, query: { igreja } },
            body: { idCartaoSalvo },
          }),
        )
      ).usuarioPlanoAssinatura,
    onSuccess: list.replace,
    onSettled: list.invalidate,
  });
}
