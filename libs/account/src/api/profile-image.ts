import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-member-profile';
import { expectOk, getMeQueryOptions, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

/** The profile picture (multipart upload, checked by the server for type and size) and its removal. */
export function useProfileImage() {
  const { clients } = useDataAccess();
  const { userId } = useMemberIds();
  const api = moduleApi<paths>(clients);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions(clients.api).queryKey });
  const path = { id: userId, kind: 'perfil' as const };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('imagem', file);
      return unwrap(
        api.POST('/usuario/{id}/{kind}/imagem', {
          params: { path },
          body: form as unknown as { imagem: string },
          bodySerializer: (body) => body as unknown as FormData,
        }),
      );
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => expectOk(api.DELETE('/usuario/{id}/{kind}/imagem', { params: { path } })),
    onSuccess: refresh,
  });
  return { upload, remove };
}
