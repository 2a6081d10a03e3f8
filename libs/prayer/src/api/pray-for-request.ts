import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OracaoDetalhe } from '@church/contracts-prayer';
import { unwrap } from '@church/data-access';
import { prayerKeys } from './prayer-keys';
import { usePrayerApi } from './use-prayer-api';

/**
 * "I prayed" (`POST /oracao/orar/`): the count goes up at once, is set to the server's answer when it
 * comes, and goes back if the call fails. The server counts a member once, however often it is said.
 */
export function usePrayForRequest(idOracao: number) {
  const { api, church, viewerId } = usePrayerApi();
  const queryClient = useQueryClient();
  const key = prayerKeys.request(church.slug, idOracao, viewerId);
  return useMutation({
    mutationFn: async () => unwrap(api.POST('/oracao/orar/', { body: { idOracao } })),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<OracaoDetalhe>(key);
      if (before && !before.flagOrou) queryClient.setQueryData<OracaoDetalhe>(key, { ...before, flagOrou: true, qtdeOracoes: before.qtdeOracoes + 1 });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: ({ qtdeOracoes, flagOrou }) => {
      queryClient.setQueryData<OracaoDetalhe>(key, (current) => (current ? { ...current, qtdeOracoes, flagOrou } : current));
      void queryClient.invalidateQueries({ queryKey: [...prayerKeys.all(church.slug), 'wall'] });
    },
  });
}
