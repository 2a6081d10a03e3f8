import type { NotaSermao } from '@church/contracts-notes';
import { ApiError, NetworkError } from '@church/data-access';
import type { NotesTransport } from '../api/notes-api';

/** What the member types: a note's title and text. */
export interface NoteContent {
  titulo: string;
  texto: string;
}

/** A note as typed on this device and not yet known to be on the server. */
export interface NoteDraft extends NoteContent {
  /** The client's key of the note: the Idempotency-Key its creation is sent with, on every retry. */
  key: string;
  /** The server's id, once it has the note. */
  id: number | null;
  /** When the member last changed it (ISO 8601). */
  changedAt: string;
  /** What a create was last sent with while its answer is unknown: a retry sends it again under the same key. */
  createSent: NoteContent | null;
  /** The member left it without text: it is to be deleted (§4 "Notes"). */
  discard: boolean;
}

/**
 * Where a note stands: `saved` (the server has what was typed), `pending` (waiting for a pause in the
 * typing), `saving`, `offline` (no connection: kept on this device, sent when it returns), `retrying`
 * (the server failed: kept, sent again soon), `needs-title` and `empty` (not sent: §4's rules),
 * `failed` (the server refused it: kept on this device), `deleted`.
 */
export type NoteSyncState = 'saved' | 'pending' | 'saving' | 'offline' | 'retrying' | 'needs-title' | 'empty' | 'failed' | 'deleted';

export interface NotesOutboxOptions {
  /** Where drafts are kept between visits (localStorage), or null for memory only. */
  storage: Storage | null;
  /** The storage keys' prefix: one church's and one member's (`church-web:notes:<church>:<member>:`). */
  prefix: string;
  /** The server has this note as it is now. */
  onSaved?: (note: NotaSermao) => void;
  /** The note is gone from the server (or never reached it). */
  onDeleted?: (id: number | null) => void;
  /** The pause in typing after which a change is sent. */
  debounceMs?: number;
  /** The first wait before sending again after a failure (doubling up to a minute). */
  retryMs?: number;
  /** A key for a new note. */
  newKey?: () => string;
  /** Where the connection's return is heard (window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

const blank = (text: string) => text.trim() === '';
const MAX_RETRY_MS = 60_000;

/**
 * The member's notes on their way to the server. Every change is kept at once in local storage
 * (keyed by church, member and note), sent after a pause in the typing, one call at a time per note,
 * and kept until the server has it: with no connection it waits and is sent when the connection
 * returns (or the next visit, if the page was closed). A new note is created under a key of the
 * client's, sent again on every retry, so the server never makes it twice.
 */
export class NotesOutbox {
  private readonly drafts = new Map<string, NoteDraft>();
  private readonly states = new Map<string, NoteSyncState>();
  private readonly ids = new Map<string, number>();
  private readonly keysById = new Map<number, string>();
  private readonly chains = new Map<string, Promise<void>>();
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly retryTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly retryDelays = new Map<string, number>();
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private readonly debounceMs: number;
  private readonly retryMs: number;
  private readonly newKey: () => string;
  private readonly onOnline = () => this.sendAll();

  constructor(
    private readonly transport: NotesTransport,
    private readonly options: NotesOutboxOptions,
  ) {
    this.debounceMs = options.debounceMs ?? 800;
    this.retryMs = options.retryMs ?? 3_000;
    this.newKey = options.newKey ?? (() => crypto.randomUUID());
    this.load();
    options.events?.addEventListener('online', this.onOnline);
  }

  /** Stops listening and waiting (the drafts stay in storage for the next visit). */
  dispose(): void {
    this.options.events?.removeEventListener('online', this.onOnline);
    for (const timers of [this.typingTimers, this.retryTimers, this.leaving]) {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A key for a note that is not on the server yet. */
  createKey(): string {
    return this.newKey();
  }

  /** The key the note `id` is edited under: its draft's, or one kept for it. */
  keyForNote(id: number): string {
    const known = this.keysById.get(id) ?? [...this.drafts.values()].find((draft) => draft.id === id)?.key;
    if (known) return known;
    const key = this.newKey();
    this.keysById.set(id, key);
    this.ids.set(key, id);
    return key;
  }

  draft(key: string): NoteDraft | undefined {
    return this.drafts.get(key);
  }

  /** Every note kept on this device that the server may not have as typed. */
  pendingDrafts(): NoteDraft[] {
    return [...this.drafts.values()].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  }

  stateOf(key: string): NoteSyncState {
    return this.states.get(key) ?? (this.drafts.has(key) ? 'pending' : 'saved');
  }

  /** The server's id of the note, once it has it. */
  idOf(key: string): number | null {
    return this.ids.get(key) ?? this.drafts.get(key)?.id ?? null;
  }

  /** The member typed: keep it now, send it after a pause. */
  edit(key: string, content: NoteContent, id: number | null = this.idOf(key)): void {
    const previous = this.drafts.get(key);
    const draft: NoteDraft = {
      key,
      id: previous?.id ?? id,
      titulo: content.titulo,
      texto: content.texto,
      changedAt: new Date().toISOString(),
      createSent: previous?.createSent ?? null,
      discard: false,
    };
    this.drafts.set(key, draft);
    if (draft.id !== null) this.remember(key, draft.id);
    this.persist(draft);
    this.clearTimer(this.typingTimers, key);
    const waiting = this.rulesState(draft);
    if (waiting) {
      this.setState(key, waiting);
      return;
    }
    if (this.stateOf(key) !== 'saving') this.setState(key, 'pending');
    this.typingTimers.set(
      key,
      setTimeout(() => {
        this.typingTimers.delete(key);
        void this.send(key);
      }, this.debounceMs),
    );
  }

  /** Sends what was typed now (the save button), and answers where the note then stands. */
  async flush(key: string): Promise<NoteSyncState> {
    this.clearTimer(this.typingTimers, key);
    await this.send(key);
    return this.stateOf(key);
  }

  /** The editor shows the note again (React may unmount and mount it at once): it is not being left. */
  open(key: string): void {
    this.clearTimer(this.leaving, key);
  }

  /**
   * The member left the note: without text it is deleted (or never created), otherwise what is
   * left to send is sent now. A note without a title stays on this device.
   */
  leave(key: string): void {
    this.clearTimer(this.leaving, key);
    this.leaving.set(
      key,
      setTimeout(() => {
        this.leaving.delete(key);
        const draft = this.drafts.get(key);
        if (!draft) return;
        if (blank(draft.texto)) {
          const discarded = { ...draft, discard: true };
          this.drafts.set(key, discarded);
          this.persist(discarded);
        }
        this.clearTimer(this.typingTimers, key);
        void this.send(key);
      }, 0),
    );
  }

  /** The note was deleted on purpose: nothing typed for it is sent any more. */
  forgetNote(id: number): void {
    for (const draft of [...this.drafts.values()].filter((item) => item.id === id)) {
      for (const timers of [this.typingTimers, this.retryTimers, this.leaving]) this.clearTimer(timers, draft.key);
      this.forget(draft.key);
      this.setState(draft.key, 'deleted');
    }
    const key = this.keysById.get(id);
    this.keysById.delete(id);
    if (key) this.ids.delete(key);
  }

  /** Sends every draft that can be sent (at start, and when the connection returns). */
  sendAll(): Promise<void> {
    return Promise.all(
      [...this.drafts.values()].map((draft) => {
        this.clearTimer(this.typingTimers, draft.key);
        return this.send(draft.key);
      }),
    ).then(() => undefined);
  }

  /** One call at a time per note, in the order they were asked for. */
  private send(key: string): Promise<void> {
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.sendNow(key));
    this.chains.set(key, next);
    return next;
  }

  private async sendNow(key: string): Promise<void> {
    const draft = this.drafts.get(key);
    if (!draft) return;
    this.clearTimer(this.retryTimers, key);
    if (draft.discard) return this.discard(draft);
    const waiting = this.rulesState(draft);
    if (waiting) return this.setState(key, waiting);
    const content: NoteContent = { titulo: draft.titulo, texto: draft.texto };
    this.setState(key, 'saving');
    try {
      let note: NotaSermao;
      if (draft.id === null) {
        // Kept before it is sent: if the answer is lost, the retry sends this again under the same key.
        this.update(key, { createSent: content });
        note = await this.transport.create(content, key);
      } else {
        note = await this.updateOrCreate(key, draft.id, content);
      }
      this.remember(key, note.id);
      this.retryDelays.delete(key);
      this.options.onSaved?.(note);
      const now = this.drafts.get(key);
      if (now && now.changedAt === draft.changedAt && !now.discard) {
        this.forget(key);
        this.setState(key, 'saved');
      } else if (now) {
        this.update(key, { id: note.id, createSent: null });
        // Typed while it was on its way: the typing timer (or the leaving) sends the rest.
        if (!this.typingTimers.has(key)) void this.send(key);
        else this.setState(key, this.rulesState(now) ?? 'pending');
      }
    } catch (error) {
      this.failed(key, error);
    }
  }

  /** A note deleted elsewhere is made again rather than losing what was typed. */
  private async updateOrCreate(key: string, id: number, content: NoteContent): Promise<NotaSermao> {
    try {
      return await this.transport.update(id, content);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      this.keysById.delete(id);
      this.ids.delete(key);
      this.update(key, { id: null, createSent: content });
      return this.transport.create(content, key);
    }
  }

  private async discard(draft: NoteDraft): Promise<void> {
    const { key } = draft;
    this.setState(key, 'saving');
    try {
      let id = draft.id;
      // A create whose answer was lost may have made the note: the same key answers its id.
      if (id === null && draft.createSent) id = (await this.transport.create(draft.createSent, key)).id;
      if (id !== null) await this.transport.remove(id);
      this.forget(key);
      if (id !== null) this.keysById.delete(id);
      this.ids.delete(key);
      this.retryDelays.delete(key);
      this.setState(key, 'deleted');
      this.options.onDeleted?.(id);
    } catch (error) {
      this.failed(key, error);
    }
  }

  /** No connection, or the server failed: keep it and send again later; refused: keep it and say so. */
  private failed(key: string, error: unknown): void {
    const transient = error instanceof NetworkError || (error instanceof ApiError && (error.status >= 500 || error.status === 429 || error.status === 409 || error.status === 401));
    if (!transient) {
      this.setState(key, 'failed');
      return;
    }
    this.setState(key, error instanceof NetworkError ? 'offline' : 'retrying');
    const delay = this.retryDelays.get(key) ?? this.retryMs;
    this.retryDelays.set(key, Math.min(delay * 2, MAX_RETRY_MS));
    this.clearTimer(this.retryTimers, key);
    this.retryTimers.set(
      key,
      setTimeout(() => {
        this.retryTimers.delete(key);
        void this.send(key);
      }, delay),
    );
  }

  /** §4: a note is sent only with a title and some text. */
  private rulesState(draft: NoteDraft): NoteSyncState | null {
    if (blank(draft.texto)) return 'empty';
    if (blank(draft.titulo)) return 'needs-title';
    return null;
  }

  private remember(key: string, id: number): void {
    this.ids.set(key, id);
    this.keysById.set(id, key);
  }

  private update(key: string, change: Partial<NoteDraft>): void {
    const draft = this.drafts.get(key);
    if (!draft) return;
    const next = { ...draft, ...change };
    this.drafts.set(key, next);
    this.persist(next);
  }

  private setState(key: string, state: NoteSyncState): void {
    if (this.states.get(key) === state) return;
    this.states.set(key, state);
    for (const listener of this.listeners) listener();
  }

  private clearTimer(timers: Map<string, ReturnType<typeof setTimeout>>, key: string): void {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
  }

  private persist(draft: NoteDraft): void {
    try {
      this.options.storage?.setItem(this.options.prefix + draft.key, JSON.stringify(draft));
    } catch {
      // Storage full or refused: the draft is still kept in memory while the page is open.
    }
  }

  private forget(key: string): void {
    this.drafts.delete(key);
    try {
      this.options.storage?.removeItem(this.options.prefix + key);
    } catch {
      // Nothing to do: it is gone from memory.
    }
  }

  /** The drafts kept by an earlier visit. */
  private load(): void {
    const { storage, prefix } = this.options;
    if (!storage) return;
    for (let index = 0; index < storage.length; index += 1) {
      const name = storage.key(index);
      if (!name?.startsWith(prefix)) continue;
      const draft = parseDraft(storage.getItem(name));
      if (draft && prefix + draft.key === name) {
        this.drafts.set(draft.key, draft);
        if (draft.id !== null) this.remember(draft.key, draft.id);
        this.states.set(draft.key, this.rulesState(draft) ?? 'pending');
      }
    }
  }
}

function parseDraft(text: string | null): NoteDraft | null {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<NoteDraft> | null;
    if (!value || typeof value.key !== 'string' || typeof value.titulo !== 'string' || typeof value.texto !== 'string') return null;
    return {
      key: value.key,
      id: typeof value.id === 'number' ? value.id : null,
      titulo: value.titulo,
      texto: value.texto,
      changedAt: typeof value.changedAt === 'string' ? value.changedAt : new Date(0).toISOString(),
      createSent: value.createSent && typeof value.createSent.titulo === 'string' ? value.createSent : null,
      discard: value.discard === true,
    };
  } catch {
    return null;
  }
}
