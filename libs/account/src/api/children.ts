import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CriancaInput, paths } from '@church/contracts-member-profile';
import { accountKeys, expectOk, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

const childKeys = (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'children', igrejaId] as const;

export function useChildren() {
  const api = moduleApi<paths>(useDataAccess().clients);
  const { userId, igrejaId } = useMemberIds();
  return useQuery(
    queryOptions({
      queryKey: childKeys(userId, igrejaId),
      queryFn: async () =>
        (await unwrap(api.GET('/user/{id}/crianca', { params: { path: { id: userId }, query: { cliente: igrejaId } } })))
          .criancas,
    }),
  );
}

export function useChildMutations() {
  const api = moduleApi<paths>(useDataAccess().clients);
  const { userId, igrejaId } = useMemberIds();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: childKeys(userId, igrejaId) });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: CriancaInput }) =>
      id
        ? unwrap(api.PUT('/usuario/{id}/crianca/{childId}', { params: { path: { id: userId, childId: id } }, body }))
        : unwrap(
            api.POST('/usuario/{id}/crianca', { params: { path: { id: userId }, query: { igreja: igrejaId } }, body }),
          ),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      expectOk(api.DELETE('/usuario/{id}/crianca/{childId}', { params: { path: { id: userId, childId: id } } })),
    onSuccess: invalidate,
  });
  return { save, remove };
}
