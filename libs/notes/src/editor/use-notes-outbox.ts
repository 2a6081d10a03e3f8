import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClients } from '@church/data-access';
import { notesTransport, useNotesMember } from '../api/notes-api';
import { notesKeys } from '../api/notes-keys';
import { NotesOutbox, type NoteSyncState } from './notes-outbox';

/** One outbox per API clients (the page's), church and member: it outlives the screens, so that what waits is sent. */
const outboxes = new WeakMap<ApiClients, Map<string, NotesOutbox>>();

/** The storage keys of a member's drafts at a church. */
export const draftStoragePrefix = (igreja: number, usuario: number) => `church-web:notes:${igreja}:${usuario}:`;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function outboxFor(clients: ApiClients, queryClient: QueryClient, igreja: number, usuario: number): NotesOutbox {
  let byMember = outboxes.get(clients);
  if (!byMember) {
    byMember = new Map();
    outboxes.set(clients, byMember);
  }
  const name = `${igreja}:${usuario}`;
  let outbox = byMember.get(name);
  if (!outbox) {
    const list = notesKeys.list(igreja, usuario);
    outbox = new NotesOutbox(notesTransport(clients, igreja), {
      storage: browserStorage(),
      prefix: draftStoragePrefix(igreja, usuario),
      events: typeof window === 'undefined' ? null : window,
      onSaved: (note) => {
        queryClient.setQueryData(notesKeys.detail(igreja, usuario, note.id), note);
        void queryClient.invalidateQueries({ queryKey: list });
      },
      onDeleted: (id) => {
        if (id !== null) queryClient.removeQueries({ queryKey: notesKeys.detail(igreja, usuario, id) });
        void queryClient.invalidateQueries({ queryKey: list });
      },
    });
    byMember.set(name, outbox);
    // What an earlier visit left unsent goes now.
    void outbox.sendAll();
  }
  return outbox;
}

/** The signed-in member's notes outbox at this church (null until the member is known). */
export function useNotesOutbox(): NotesOutbox | null {
  const { clients, igreja, usuario, signedIn } = useNotesMember();
  const queryClient = useQueryClient();
  return signedIn ? outboxFor(clients, queryClient, igreja, usuario) : null;
}

const noop = () => () => undefined;

/** Where the note of `key` stands, kept current. */
export function useNoteSyncState(outbox: NotesOutbox | null, key: string): NoteSyncState {
  return useSyncExternalStore(outbox?.subscribe ?? noop, () => outbox?.stateOf(key) ?? 'saved', () => 'saved');
}

/** Re-renders when any note's state changes (the list's "not sent yet" marks). */
export function useOutboxVersion(outbox: NotesOutbox | null): void {
  const subscribe = outbox?.subscribe ?? noop;
  useSyncExternalStore(subscribe, () => outbox?.pendingDrafts().map((draft) => `${draft.key}:${draft.changedAt}:${draft.id}`).join('|') ?? '', () => '');
}

/** Keeps the browser's online status current. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('online', onChange);
      window.addEventListener('offline', onChange);
      return () => {
        window.removeEventListener('online', onChange);
        window.removeEventListener('offline', onChange);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/** Marks the note as shown while the component is mounted, and as left when it unmounts. */
export function useOpenNote(outbox: NotesOutbox | null, key: string): void {
  useEffect(() => {
    if (!outbox) return;
    outbox.open(key);
    return () => outbox.leave(key);
  }, [outbox, key]);
}
