import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DadosPessoais, paths } from '@church/contracts-member-profile';
import { getMeQueryOptions, moduleApi, unwrap, useDataAccess } from '@church/data-access';

/** PUT /usuario/: saves the personal data and refreshes the cached account. */
export function useUpdateAccount() {
  const { clients } = useDataAccess();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DadosPessoais) => (await unwrap(moduleApi<paths>(clients).PUT('/usuario/', { body }))).usuario,
    onSuccess: (usuario) => queryClient.setQueryData(getMeQueryOptions(clients.api).queryKey, usuario),
  });
}
