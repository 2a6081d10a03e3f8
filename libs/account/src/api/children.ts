import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, type CriancaInput, expectOk, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

const childKeys = (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'children', igrejaId] as const;

export function useChildren() {
  const { clients } = useDataAccess();
  const { userId, igrejaId } = useMemberIds();
  return useQuery(
    queryOptions({
      queryKey: childKeys(userId, igrejaId),
      queryFn: async () =>
        (await unwrap(clients.api.GET('/user/{id}/crianca', { params: { path: { id: userId }, query: { cliente: igrejaId } } })))
          .criancas,
    }),
  );
}

export function useChildMutations() {
  const { clients } = useDataAccess();
  const { userId, igrejaId } = useMemberIds();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: childKeys(userId, igrejaId) });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: CriancaInput }) =>
      id
        ? unwrap(clients.api.PUT('/usuario/{id}/crianca/{childId}', { params: { path: { id: userId, childId: id } }, body }))
        : unwrap(
            clients.api.POST('/usuario/{id}/crianca', { params: { path: { id: userId }, query: { igreja: igrejaId } }, body }),
          ),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      expectOk(clients.api.DELETE('/usuario/{id}/crianca/{childId}', { params: { path: { id: userId, childId: id } } })),
    onSuccess: invalidate,
  });
  return { save, remove };
}
