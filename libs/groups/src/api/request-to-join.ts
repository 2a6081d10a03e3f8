import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-groups';
import { ApiError, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { groupsKeys } from './groups-keys';

/** What came of asking to join, as the screen tells it. */
export type JoinRefusal = 'pending' | 'member' | 'failed';

/** The §8 outcome of a failed join request: already waiting, already in the group, or could not be sent. */
export function joinRefusalOf(error: unknown): JoinRefusal {
  if (error instanceof ApiError && error.status === 409) {
    if (error.problem?.code === 'CELULA_SOLICITACAO_PENDENTE') return 'pending';
    if (error.problem?.code === 'CELULA_JA_PARTICIPA') return 'member';
  }
  return 'failed';
}

/** Asks to join a group (`POST /igreja/{slug}/solicitacao-celula/admissao`); the group's standing is read again after. */
export function useRequestToJoin() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const queryClient = useQueryClient();
  const api = moduleApi<paths>(clients);
  return useMutation({
    mutationFn: async ({ celula, mensagem }: { celula: number; mensagem: string }) =>
      (await unwrap(api.POST('/igreja/{slug}/solicitacao-celula/admissao', { params: { path: { slug: church.slug } }, body: { celula, ...(mensagem.trim() ? { mensagem: mensagem.trim() } : {}) } })))
        .solicitacao,
    // Not awaited: the screen moves on as soon as the request is sent, not once the groups are read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: groupsKeys.all(church.slug) }),
  });
}
