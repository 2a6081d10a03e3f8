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

/** Changes a recurring gift's amount and frequency, and its card when one of the member's saved cards is chosen. */
export function useChangeRecurringGift() {
  const { api, id } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recorrenteId, valor, recorrenciaDias, idCartaoSalvo }: { recorrenteId: number; valor: number; recorrenciaDias: number; idCartaoSalvo?: number }) =>
      (
        await unwrap(
          api.PUT('/usuario/{id}/doacao-recorrente/{recorrenteId}', {
            params: { path: { id, recorrenteId } },
            body: { valor, recorrenciaDias, ...(idCartaoSalvo === undefined ? {} : { idCartaoSalvo }) },
          }),
        )
      ).recorrente,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['giving', 'recurring'] }),
  });
}

/** Resumes a paused recurring gift, on one of the member's saved cards when one is chosen: the next period is charged when it falls due. */
export function useResumeRecurringGift() {
  const { api, id } = useMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recorrenteId, idCartaoSalvo }: { recorrenteId: number; idCartaoSalvo?: number }) =>
      (
        await unwrap(
          api.POST('/usuario/{id}/doacao-recorrente/{recorrenteId}/retomar', {
            params: { path: { id, recorrenteId } },
            body: idCartaoSalvo === undefined ? {} : { idCartaoSalvo },
          }),
        )
      ).recorrente,
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

/** The statement of a year as the server's A4 PDF, with the file name the server gives it (in the church's language). */
export function useStatementPdf(year: number) {
  const { api, igreja, id } = useMember();
  return useMutation({
    mutationFn: async () => {
      const result = await api.GET('/usuario/{id}/doacao/extrato/pdf', { params: { path: { id }, query: { igreja, ano: year } }, parseAs: 'blob' });
      const pdf = await unwrap(Promise.resolve(result));
      const name = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1] ?? `statement-${year}.pdf`;
      return { pdf, name };
    },
  });
}
