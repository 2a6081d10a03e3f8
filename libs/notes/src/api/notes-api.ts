import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotaSermao, NotaSermaoInput, paths } from '@church/contracts-notes';
import { ApiError, type ApiClient, type ApiClients, expectOk, moduleApi, unwrap, useChurch, useDataAccess } from '@church/data-access';
import { accountAtom, useAtomValue } from '@church/state';
import { NOTES_LIST_LIMIT, notesKeys } from './notes-keys';

/** The signed-in member at this church, and the notes contract's client. */
export function useNotesMember() {
  const { clients } = useDataAccess();
  const church = useChurch();
  const account = useAtomValue(accountAtom);
  return { clients, api: moduleApi<paths>(clients), igreja: church.id, usuario: account?.id ?? 0, signedIn: account !== null };
}

/** The notes calls of §7, for one church: what the editor's outbox sends. */
export interface NotesTransport {
  create(content: NotaSermaoInput, key: string): Promise<NotaSermao>;
  update(id: number, content: NotaSermaoInput): Promise<NotaSermao>;
  /** Resolves when the note is gone, also when it already was (404). */
  remove(id: number): Promise<void>;
}

export function notesTransport(clients: ApiClients, igreja: number): NotesTransport {
  const api = moduleApi<paths>(clients);
  return {
    create: (body, key) => unwrap(api.POST('/nota-sermao/', { params: { query: { igreja }, header: { 'idempotency-key': key } }, body })),
    update: (id, body) => unwrap(api.PUT('/nota-sermao/{id}', { params: { path: { id }, query: { igreja } }, body })),
    async remove(id) {
      try {
        await expectOk(api.DELETE('/nota-sermao/{id}', { params: { path: { id }, query: { igreja } } }));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
  };
}

export function getNotesQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number) {
  return queryOptions({
    queryKey: notesKeys.list(igreja, usuario),
    queryFn: async () => (await unwrap(api.GET('/user/nota-sermao', { params: { query: { igreja, limit: NOTES_LIST_LIMIT } } }))).notas,
  });
}

/** The member's notes at this church, last changed first. */
export function useNotes() {
  const { api, igreja, usuario, signedIn } = useNotesMember();
  return useQuery({ ...getNotesQueryOptions(api, igreja, usuario), enabled: signedIn });
}

export function getNoteQueryOptions(api: ApiClient<paths>, igreja: number, usuario: number, id: number) {
  return queryOptions({
    queryKey: notesKeys.detail(igreja, usuario, id),
    queryFn: async () => unwrap(api.GET('/nota-sermao/{id}', { params: { path: { id }, query: { igreja } } })),
    // A missing note stays missing: no retries of a 404.
    retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

/** One of the member's notes. */
export function useNote(id: number | null) {
  const { api, igreja, usuario, signedIn } = useNotesMember();
  return useQuery({ ...getNoteQueryOptions(api, igreja, usuario, id ?? 0), enabled: signedIn && id !== null });
}

/** Deletes one of the member's notes (a note already gone counts as deleted). */
export function useDeleteNote() {
  const { clients, igreja, usuario } = useNotesMember();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => notesTransport(clients, igreja).remove(id),
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: notesKeys.detail(igreja, usuario, id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.list(igreja, usuario) }),
  });
}
