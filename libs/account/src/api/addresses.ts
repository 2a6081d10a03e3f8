import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnderecoInput, paths } from '@church/contracts-member-profile';
import { accountKeys, expectOk, moduleApi, unwrap, useDataAccess } from '@church/data-access';
import { useMemberIds } from './use-member';

const addressKeys = (userId: number, igrejaId: number) => [...accountKeys.all, userId, 'addresses', igrejaId] as const;

export function useAddresses() {
  const api = moduleApi<paths>(useDataAccess().clients);
  const { userId, igrejaId } = useMemberIds();
  return useQuery(
    queryOptions({
      queryKey: addressKeys(userId, igrejaId),
      queryFn: async () =>
        (await unwrap(api.GET('/user/{id}/endereco', { params: { path: { id: userId }, query: { cliente: igrejaId } } })))
          .enderecos,
    }),
  );
}

/** Creates an address (no id) or updates one; deletes by id. Both refresh the list. */
export function useAddressMutations() {
  const api = moduleApi<paths>(useDataAccess().clients);
  const { userId, igrejaId } = useMemberIds();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: addressKeys(userId, igrejaId) });
  const save = useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: EnderecoInput }) =>
      id
        ? unwrap(api.PUT('/usuario/{id}/endereco/{addressId}', { params: { path: { id: userId, addressId: id } }, body }))
        : unwrap(api.POST('/usuario/{id}/endereco', { params: { path: { id: userId } }, body })),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      expectOk(api.DELETE('/usuario/{id}/endereco/{addressId}', { params: { path: { id: userId, addressId: id } } })),
    onSuccess: invalidate,
  });
  return { save, remove };
}
