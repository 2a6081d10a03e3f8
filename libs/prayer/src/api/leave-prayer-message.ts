import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OracaoDetalhe } from '@church/contracts-prayer';
import { unwrap } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/** Leaves a message on a request (`POST /oracao/mensagem/`); the request shows it at once. */
export function useLeavePrayerMessage(idOracao: number) {
  const { api, church, viewerId } = usePrayerApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mensagem: string) => (await unwrap(api.POST('/oracao/mensagem/', { body: { idOracao, mensagem } }))).mensagem,
    onSuccess: (mensagem) => {
      queryClient.setQueryData<OracaoDetalhe>(prayerKeys.request(church.slug, idOracao, viewerId), (current) =>
        current ? { ...current, mensagens: [...current.mensagens, mensagem], qtdeMensagens: current.qtdeMensagens + 1 } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [...prayerKeys.all(church.slug), 'wall'] });
    },
  });
}
