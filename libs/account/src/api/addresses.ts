import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys, type EnderecoInput, expectOk, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

const addressKeys = (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'addresses', igrejaId] as const;

export function useAddresses() {
  const { clients } = useDataAccess();
  const { userId, igrejaId } = useMemberIds();
  return useQuery(
    queryOptions({
      queryKey: addressKeys(userId, igrejaId),
      queryFn: async () =>
        (await unwrap(clients.api.GET('/user/{id}/endereco', { params: { path: { id: userId }, query: { cliente: igrejaId } } })))
          .enderecos,
    }),
  );
}

/** Creates an address (no id) or updates one; deletes by id. Both refresh the list. */
export function useAddressMutations() {
  const { clients } = useDataAccess();
  const { userId, igrejaId } = useMemberIds();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: addressKeys(userId, igrejaId) });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: EnderecoInput }) =>
      id
        ? unwrap(clients.api.PUT('/usuario/{id}/endereco/{addressId}', { params: { path: { id: userId, addressId: id } }, body }))
        : unwrap(clients.api.POST('/usuario/{id}/endereco', { params: { path: { id: userId } }, body })),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      expectOk(clients.api.DELETE('/usuario/{id}/endereco/{addressId}', { params: { path: { id: userId, addressId: id } } })),
    onSuccess: invalidate,
  });
  return { save, remove };
}
