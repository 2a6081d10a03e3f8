import type { NotaSermao, NotaSermaoInput } from '@church/contracts-notes';
import { ApiError, NetworkError } from '@church/data-access';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotesTransport } from '../api/notes-api';
import { NotesOutbox } from './notes-outbox';

/** A server in memory: creates keyed by their key (a retry answers the same note), and whether it answers at all. */
function fakeServer() {
  const notes = new Map<number, NotaSermao>();
  const keys = new Map<string, number>();
  const calls: string[] = [];
  let nextId = 1;
  let online = true;
  /** The server does the work but its answer never arrives. */
  let loseAnswers = false;
  const reach = <T>(work: () => T): Promise<T> => {
    if (!online) return Promise.reject(new NetworkError(new TypeError('Failed to fetch')));
    const answer = work();
    return loseAnswers ? Promise.reject(new NetworkError(new TypeError('Failed to fetch'))) : Promise.resolve(answer);
  };
  const stamp = (id: number, body: NotaSermaoInput): NotaSermao => ({ id, igreja: 1, ...body, dataCadastro: '', dataUltimaAlteracao: new Date().toISOString() });
  const transport: NotesTransport = {
    create: (body, key) =>
      reach(() => {
        calls.push(`POST ${key} ${body.titulo}|${body.texto}`);
        const known = keys.get(key);
        if (known !== undefined && notes.has(known)) return notes.get(known) as NotaSermao;
        const note = stamp(nextId++, body);
        notes.set(note.id, note);
        keys.set(key, note.id);
        return note;
      }),
    update: (id, body) =>
      reach(() => {
        calls.push(`PUT ${id} ${body.titulo}|${body.texto}`);
        if (!notes.has(id)) throw new ApiError(404, null);
        const note = stamp(id, body);
        notes.set(id, note);
        return note;
      }).catch((error: unknown) => Promise.reject(error)),
    remove: (id) =>
      reach(() => {
        calls.push(`DELETE ${id}`);
        notes.delete(id);
      }),
  };
  return {
    notes,
    calls,
    transport,
    setOnline: (value: boolean) => (online = value),
    setLoseAnswers: (value: boolean) => (loseAnswers = value),
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, String(value)),
    removeItem: (name) => void items.delete(name),
    clear: () => items.clear(),
  };
}

const PREFIX = 'church-web:notes:1:7:';
let keyCount = 0;
const outboxOn = (server: ReturnType<typeof fakeServer>, storage: Storage, events: EventTarget | null = null) =>
  new NotesOutbox(server.transport, { storage, prefix: PREFIX, debounceMs: 500, retryMs: 1_000, newKey: () => `key-${++keyCount}`, events: events as Window | null });

describe('NotesOutbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a note once the typing pauses: one create, then changes by its id', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.createKey();
    outbox.edit(key, { titulo: 'Ro', texto: 'A' });
    outbox.edit(key, { titulo: 'Romans 8', texto: 'All things' });
    expect(outbox.stateOf(key)).toBe('pending');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls).toEqual([`POST ${key} Romans 8|All things`]);
    expect(outbox.stateOf(key)).toBe('saved');
    expect(outbox.idOf(key)).toBe(1);
    outbox.edit(key, { titulo: 'Romans 8', texto: 'All things work together' });
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls.at(-1)).toBe('PUT 1 Romans 8|All things work together');
    expect(outbox.draft(key)).toBeUndefined();
  });

  it('keeps what is typed offline on this device and sends it when the connection returns', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const events = new EventTarget();
    const outbox = outboxOn(server, storage, events);
    const key = outbox.createKey();
    server.setOnline(false);
    outbox.edit(key, { titulo: 'Offline', texto: 'Typed on the train' });
    await vi.advanceTimersByTimeAsync(600);
    expect(outbox.stateOf(key)).toBe('offline');
    expect(JSON.parse(storage.getItem(PREFIX + key) ?? '{}')).toMatchObject({ titulo: 'Offline', texto: 'Typed on the train', id: null });
    server.setOnline(true);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.stateOf(key)).toBe('saved');
    expect([...server.notes.values()].map((note) => note.texto)).toEqual(['Typed on the train']);
    expect(storage.getItem(PREFIX + key)).toBeNull();
  });

  it('retries a create whose answer was lost under the same key: the server makes one note', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.createKey();
    server.setLoseAnswers(true);
    outbox.edit(key, { titulo: 'Once', texto: 'only' });
    await vi.advanceTimersByTimeAsync(600);
    expect(outbox.stateOf(key)).toBe('offline');
    server.setLoseAnswers(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toEqual([`POST ${key} Once|only`, `POST ${key} Once|only`]);
    expect(server.notes.size).toBe(1);
    expect(outbox.idOf(key)).toBe(1);
  });

  it('sends at the next visit what an earlier one left unsent', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const first = outboxOn(server, storage);
    const key = first.createKey();
    server.setOnline(false);
    first.edit(key, { titulo: 'Left', texto: 'when the page closed' });
    await vi.advanceTimersByTimeAsync(600);
    first.dispose();
    server.setOnline(true);
    const next = outboxOn(server, storage);
    expect(next.pendingDrafts().map((draft) => draft.titulo)).toEqual(['Left']);
    await next.sendAll();
    expect([...server.notes.values()].map((note) => note.titulo)).toEqual(['Left']);
    expect(next.pendingDrafts()).toEqual([]);
  });

  it('sends nothing without a title or without text', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.createKey();
    outbox.edit(key, { titulo: '   ', texto: 'Text' });
    expect(outbox.stateOf(key)).toBe('needs-title');
    await vi.advanceTimersByTimeAsync(600);
    expect(await outbox.flush(key)).toBe('needs-title');
    outbox.edit(key, { titulo: 'Title', texto: ' ' });
    expect(outbox.stateOf(key)).toBe('empty');
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls).toEqual([]);
  });

  it('deletes a note left without text, and never creates a new one left empty', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.createKey();
    outbox.edit(key, { titulo: 'Soon empty', texto: 'x' });
    await vi.advanceTimersByTimeAsync(600);
    outbox.edit(key, { titulo: 'Soon empty', texto: '' });
    outbox.leave(key);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([`POST ${key} Soon empty|x`, 'DELETE 1']);
    expect(outbox.stateOf(key)).toBe('deleted');

    const untouched = outbox.createKey();
    outbox.edit(untouched, { titulo: 'Only a title', texto: '' });
    outbox.leave(untouched);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    expect(outbox.pendingDrafts()).toEqual([]);
  });

  it('deletes an emptied note whose create answer was lost, learning its id from the same key', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.createKey();
    server.setLoseAnswers(true);
    outbox.edit(key, { titulo: 'Lost', texto: 'answer' });
    await vi.advanceTimersByTimeAsync(600);
    server.setLoseAnswers(false);
    outbox.edit(key, { titulo: 'Lost', texto: '' });
    outbox.leave(key);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.notes.size).toBe(0);
    expect(server.calls.at(-1)).toBe('DELETE 1');
  });

  it('is not left when the editor is shown again at once (React re-mounting it)', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.keyForNote(5);
    outbox.edit(key, { titulo: 'Empty', texto: '' }, 5);
    outbox.leave(key);
    outbox.open(key);
    await vi.advanceTimersByTimeAsync(10);
    expect(server.calls).toEqual([]);
  });

  it('makes a note deleted elsewhere again rather than losing what was typed', async () => {
    const server = fakeServer();
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.keyForNote(42);
    outbox.edit(key, { titulo: 'Gone', texto: 'but typed' }, 42);
    await vi.advanceTimersByTimeAsync(600);
    expect(server.calls).toEqual(['PUT 42 Gone|but typed', `POST ${key} Gone|but typed`]);
    expect(outbox.idOf(key)).toBe(1);
  });

  it('keeps a note the server refuses, and does not send it again by itself', async () => {
    const server = fakeServer();
    server.transport.update = () => Promise.reject(new ApiError(400, null));
    const outbox = outboxOn(server, memoryStorage());
    const key = outbox.keyForNote(3);
    outbox.edit(key, { titulo: 'Refused', texto: 'x' }, 3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outbox.stateOf(key)).toBe('failed');
    expect(outbox.draft(key)).toMatchObject({ texto: 'x' });
  });

  it('forgets what was typed for a note deleted on purpose', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const outbox = outboxOn(server, storage);
    server.setOnline(false);
    const key = outbox.keyForNote(8);
    outbox.edit(key, { titulo: 'To delete', texto: 'x' }, 8);
    await vi.advanceTimersByTimeAsync(600);
    outbox.forgetNote(8);
    server.setOnline(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toEqual([]);
    expect(storage.length).toBe(0);
  });
});
