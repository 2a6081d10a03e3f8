import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InscricaoPlanoLeitura, paths } from '@church/contracts-reading-plans';
import { expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { retryUnlessNotFound } from '@church/data-access';
import { readingPlansKeys } from './reading-plans-keys';

/** The signed-in member and the church: every call of the member's progress names both. */
function useMember() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return { api: moduleApi<paths>(clients), igreja: church.id, id: account?.id ?? 0, signedIn: account !== null };
}

/** The member's plans at this church, in progress and completed, the latest started first. */
export function useMyReadingPlans() {
  const { api, igreja, id, signedIn } = useMember();
  return useQuery({
    queryKey: readingPlansKeys.myList(id, igreja),
    queryFn: async () => (await unwrap(api.GET('/usuario/{id}/plano-leitura/', { params: { path: { id }, query: { igreja } } }))).inscricoes,
    enabled: signedIn,
  });
}

/** The member's progress in one plan, by its UUID; nothing is asked while it is null. */
export function useMyReadingPlan(uuid: string | null) {
  const { api, igreja, id, signedIn } = useMember();
  return useQuery({
    queryKey: readingPlansKeys.myPlan(id, igreja, uuid ?? ''),
    queryFn: async () =>
      (await unwrap(api.GET('/usuario/{id}/plano-leitura/{inscricao}', { params: { path: { id, inscricao: uuid ?? '' }, query: { igreja } } }))).inscricao,
    enabled: signedIn && uuid !== null,
    retry: retryUnlessNotFound,
  });
}

/** After a change: the progress as the server answered it, and the member's lists asked again. */
function useProgressChanged() {
  const { igreja, id } = useMember();
  const queryClient = useQueryClient();
  return {
    changed: (progress: InscricaoPlanoLeitura) => {
      queryClient.setQueryData(readingPlansKeys.myPlan(id, igreja, progress.uuid), progress);
      void queryClient.invalidateQueries({ queryKey: readingPlansKeys.myList(id, igreja) });
    },
    gone: (uuid: string) => {
      queryClient.removeQueries({ queryKey: readingPlansKeys.myPlan(id, igreja, uuid) });
      void queryClient.invalidateQueries({ queryKey: readingPlansKeys.myList(id, igreja) });
    },
  };
}

/** Starts a plan for the member. */
export function useStartReadingPlan() {
  const { api, igreja, id } = useMember();
  const { changed } = useProgressChanged();
  return useMutation({
    mutationFn: async (plano: string) => (await unwrap(api.POST('/usuario/{id}/plano-leitura/', { params: { path: { id }, query: { igreja } }, body: { plano } }))).inscricao,
    onSuccess: changed,
  });
}

/** Marks a day of the member's plan read or not read. */
export function useMarkReadingDay() {
  const { api, igreja, id } = useMember();
  const { changed } = useProgressChanged();
  return useMutation({
    mutationFn: async ({ inscricao, dia, lido }: { inscricao: string; dia: number; lido: boolean }) =>
      (await unwrap(api.PUT('/usuario/{id}/plano-leitura/{inscricao}/dia/{dia}', { params: { path: { id, inscricao, dia }, query: { igreja } }, body: { lido } }))).inscricao,
    onSuccess: changed,
  });
}

/** Resets the member's progress in a plan to day 1 (irreversible). */
export function useResetReadingPlan() {
  const { api, igreja, id } = useMember();
  const { changed } = useProgressChanged();
  return useMutation({
    mutationFn: async (inscricao: string) =>
      (await unwrap(api.POST('/usuario/{id}/plano-leitura/{inscricao}/reiniciar', { params: { path: { id, inscricao }, query: { igreja } } }))).inscricao,
    onSuccess: changed,
  });
}

/** Deletes the member's progress in a plan (irreversible). */
export function useDeleteReadingPlan() {
  const { api, igreja, id } = useMember();
  const { gone } = useProgressChanged();
  return useMutation({
    mutationFn: async (inscricao: string) => {
      await expectOk(api.DELETE('/usuario/{id}/plano-leitura/{inscricao}', { params: { path: { id, inscricao }, query: { igreja } } }));
      return inscricao;
    },
    onSuccess: gone,
  });
}
