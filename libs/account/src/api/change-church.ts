import { useMutation } from '@tanstack/react-query';
import { unwrap, useDataAccess } from '@church/data-access';

/** POST /usuario/troca-igreja: the membership moves to another church of the organization. */
export function useChangeChurch() {
  const { clients } = useDataAccess();
  return useMutation({
    mutationFn: async (idIgreja: number) =>
      (await unwrap(clients.api.POST('/usuario/troca-igreja', { body: { idIgreja } }))).usuarioIgreja,
  });
}
