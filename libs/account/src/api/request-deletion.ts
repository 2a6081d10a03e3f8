import { useMutation } from '@tanstack/react-query';
import type { paths } from '@church/contracts-member-profile';
import { moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

/** §4 account deletion: the password confirms it; the server registers it and sends the e-mail. */
export function useRequestDeletion() {
  const api = moduleApi<paths>(useDataAccess().clients);
  const { userId, igrejaId } = useMemberIds();
  return useMutation({
    mutationFn: (senha: string) =>
      unwrap(
        api.POST('/user/{id}/pedido-exclusao', {
          params: { path: { id: userId }, query: { igreja: igrejaId } },
          body: { senha },
        }),
      ),
  });
}
