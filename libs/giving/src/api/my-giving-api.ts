import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { paths } from '@church/contracts-giving';
import { expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { givingKeys } from './giving-api';

function useMember() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return { api: moduleApi<paths>(clients), igreja: church.id, id: account?.id ?? 0, signedIn: account !== null };
}

/** The member's gifts at this church, newest first. */
export function useMyGifts() {
  const { api, igreja, id, signedIn } = useMember();
  return useQuery({
    queryKey: givingKeys.mine(id, igreja),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/doacao/', { params: { path: { id }, query: { igreja } } }))).doacoes,
    enabled: signedIn,
  });
}

/** The member's recurring gifts at this church. */
export function useRecurringGifts() {
  const { api, igreja, id, signedIn } = useMember();
  return useQuery({
    queryKey: givingKeys.recurring(id, igreja),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/doacao-recorrente/', { params: { path: { id }, query: { igreja } } }))).recorrentes,
    enabled: signedIn,
  });
}

/** Changes a recurring gift's amount and frequency. */
export function useChangeRecurringGift() {
  const { api, id } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recorrenteId, valor, recorrenciaDias }: { recorrenteId: number; valor: number; recorrenciaDias: number }) =>
      (await unwrap(api.PUT('/usuario/{id}/doacao-recorrente/{recorrenteId}', { params: { path: { id, recorrenteId } }, body: { valor, recorrenciaDias } }))).recorrente,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['giving', 'recurring'] }),
  });
}

/** Stops a recurring gift. */
export function useStopRecurringGift() {
  const { api, id } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (recorrenteId: number) => expectOk(api.DELETE('/usuario/{id}/doacao-recorrente/{recorrenteId}', { params: { path: { id, recorrenteId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['giving', 'recurring'] }),
  });
}

/** The member's giving statement for a year at this church. */
export function useGivingStatement(year: number) {
  const { api, igreja, id, signedIn } = useMember();
  return useQuery({
    queryKey: givingKeys.statement(id, igreja, year),
    queryFn: async () => unwrap(api.GET('/usuario/{id}/doacao/extrato', { params: { path: { id }, query: { igreja, ano: year } } })),
    enabled: signedIn,
  });
}
