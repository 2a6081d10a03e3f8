import { HttpResponse } from 'msw';
import type { NotaSermao, NotaSermaoInput, NotaSermaoResumo, paths } from '@church/contracts-notes';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The notes contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const notesApi = contractHttp<paths>();

/** The story church's id and the story member's (`.storybook/story-church.ts`): the drafts' storage keys use them. */
export const STORY_CHURCH_ID = 1;
export const STORY_MEMBER_ID = 7;

export const storyNote = (overrides: Partial<NotaSermao> = {}): NotaSermao => ({
  id: 12,
  igreja: STORY_CHURCH_ID,
  titulo: 'Psalm 23: the Lord is my shepherd',
  texto: 'He leads, I follow.\nGoodness and mercy follow me all the days of my life.',
  dataCadastro: '2026-11-22T14:30:00.000Z',
  dataUltimaAlteracao: '2026-11-22T14:30:00.000Z',
  ...overrides,
});

export const storyNotes = (): NotaSermao[] => [
  storyNote(),
  storyNote({ id: 11, titulo: 'Sermon on the Mount', texto: 'Matthew 5–7. Salt and light.', dataCadastro: '2026-11-15T14:30:00.000Z', dataUltimaAlteracao: '2026-11-15T14:30:00.000Z' }),
];

const summaryOf = (note: NotaSermao): NotaSermaoResumo => ({ id: note.id, titulo: note.titulo, resumo: note.texto.slice(0, 160), dataUltimaAlteracao: note.dataUltimaAlteracao });

/**
 * A member's notes kept in memory and the calls of §7 answered from them, as the server would
 * (a create retried with its key answers its note); `reset` before each story.
 */
export function createNotesServer(initial: () => NotaSermao[] = storyNotes) {
  const notes = new Map<number, NotaSermao>();
  const keys = new Map<string, number>();
  let nextId = 100;
  const calls: { method: string; id?: number; body?: NotaSermaoInput }[] = [];
  const reset = (items = initial()) => {
    notes.clear();
    keys.clear();
    calls.length = 0;
    nextId = 100;
    for (const note of items) notes.set(note.id, { ...note });
  };
  reset();
  const now = () => new Date().toISOString();
  return {
    notes,
    calls,
    reset,
    list: () =>
      notesApi.get('/user/nota-sermao', ({ response }) =>
        response(200).json({ notas: [...notes.values()].sort((a, b) => b.dataUltimaAlteracao.localeCompare(a.dataUltimaAlteracao)).map(summaryOf) }),
      ),
    note: () =>
      notesApi.get('/nota-sermao/{id}', ({ params, response }) => {
        const note = notes.get(Number(params.id));
        return note ? response(200).json(note) : response(404).json(problem(404));
      }),
    create: () =>
      notesApi.post('/nota-sermao/', async ({ request, response }) => {
        const body = await request.json();
        calls.push({ method: 'POST', body });
        const key = request.headers.get('idempotency-key');
        const known = key ? keys.get(key) : undefined;
        const existing = known === undefined ? undefined : notes.get(known);
        if (existing) return response(200).json(existing);
        const note: NotaSermao = { id: nextId++, igreja: STORY_CHURCH_ID, titulo: body.titulo.trim(), texto: body.texto, dataCadastro: now(), dataUltimaAlteracao: now() };
        notes.set(note.id, note);
        if (key) keys.set(key, note.id);
        return response(201).json(note);
      }),
    update: () =>
      notesApi.put('/nota-sermao/{id}', async ({ params, request, response }) => {
        const body = await request.json();
        const id = Number(params.id);
        calls.push({ method: 'PUT', id, body });
        const note = notes.get(id);
        if (!note) return response(404).json(problem(404));
        const changed = { ...note, titulo: body.titulo.trim(), texto: body.texto, dataUltimaAlteracao: now() };
        notes.set(id, changed);
        return response(200).json(changed);
      }),
    remove: () =>
      notesApi.delete('/nota-sermao/{id}', ({ params, response }) => {
        const id = Number(params.id);
        calls.push({ method: 'DELETE', id });
        return notes.delete(id) ? response(204).empty() : response(404).json(problem(404));
      }),
  };
}

export type NotesServer = ReturnType<typeof createNotesServer>;

/** Every call of the notes server, named so that a story can replace one. */
export const notesHandlers = (server: NotesServer) => ({ list: server.list(), note: server.note(), create: server.create(), update: server.update(), remove: server.remove() });

export const notesListLoading = () => notesApi.get('/user/nota-sermao', neverAnswer);
export const notesListFailing = () => notesApi.get('/user/nota-sermao', serverError);
export const noteLoading = () => notesApi.get('/nota-sermao/{id}', neverAnswer);
export const noteFailing = () => notesApi.get('/nota-sermao/{id}', serverError);
export const deleteFailing = () => notesApi.delete('/nota-sermao/{id}', serverError);
/** No connection: saves get no answer at all (as the browser offline). */
export const updateOffline = () => notesApi.put('/nota-sermao/{id}', ({ response }) => response.untyped(HttpResponse.error()));
export const createOffline = () => notesApi.post('/nota-sermao/', ({ response }) => response.untyped(HttpResponse.error()));

/** Clears the story member's drafts kept on this device, and optionally keeps `drafts` there. */
export function resetStoredDrafts(drafts: { key: string; id: number | null; titulo: string; texto: string }[] = []): void {
  const prefix = `church-web:notes:${STORY_CHURCH_ID}:${STORY_MEMBER_ID}:`;
  for (const name of Object.keys(localStorage)) if (name.startsWith(prefix)) localStorage.removeItem(name);
  for (const draft of drafts) {
    localStorage.setItem(prefix + draft.key, JSON.stringify({ ...draft, changedAt: '2026-11-24T10:00:00.000Z', createSent: null, discard: false }));
  }
}
