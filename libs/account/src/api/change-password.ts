import { useMutation } from '@tanstack/react-query';
import { expectOk, useDataAccess } from '@church/data-access';

/** POST /user/alterar-senha: the current password must be right (§5). */
export function useChangePassword() {
  const { clients } = useDataAccess();
  return useMutation({
    mutationFn: (body: { senhaAtual: string; novaSenha: string }) => expectOk(clients.api.POST('/user/alterar-senha', { body })),
  });
}
