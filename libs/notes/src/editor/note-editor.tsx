import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@church/data-access';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { type RequestLoginModalState, useRequestLogin } from '@church/state';
import { Alert, Button, buttonClassName, RequestLoginModal, Spinner } from '@church/ui';
import { useNote } from '../api/notes-api';
import { notesPaths } from '../paths';
import type { NoteContent, NotesOutbox, NoteSyncState } from './notes-outbox';
import { useNotesOutbox, useNoteSyncState, useOnline, useOpenNote } from './use-notes-outbox';
import styles from './note-editor.module.css';

export interface NoteEditorProps {
  /** The note to edit, or null (the default) for a new one. */
  noteId?: number | null;
  /** The key the note is kept under on this device (a new note's draft); made here when left out. */
  draftKey?: string;
  /** The server made the new note: its id (the notes screen moves to its address). */
  onCreated?: (id: number, draftKey: string) => void;
  /** Heading level of the editor's title, where it sits beside other content (the live page). */
  headingLevel?: 1 | 2 | 3;
  /** What a new note starts with (the live page's: the service's title and date), when nothing was typed yet. */
  initial?: NoteContent;
}

/**
 * A sermon note's editor (§3 "Note", §4 "Notes"): title and text, kept on this device as they are
 * typed and saved to the server after a pause in the typing; without a connection they wait and are
 * sent when it returns. Saving without a title is refused with a message; a note left without text is
 * deleted. Used by the notes screens and, beside the stream, by the live page. A visitor (§6: notes
 * need login) may type one; saving it offers signing in or registering (the request-login modal), and
 * once signed in back on the page the note is saved with what they typed.
 */
export function NoteEditor({ noteId = null, draftKey, onCreated, headingLevel = 2, initial }: NoteEditorProps) {
  const outbox = useNotesOutbox();
  const [resumed, setResumed] = useState<NoteDraft | null>(null);
  const login = useRequestLogin<NoteDraft>({
    action: 'save-note',
    onResume: (draft) => {
      if (draft?.titulo || draft?.texto) setResumed({ titulo: draft.titulo ?? '', texto: draft.texto ?? '' });
    },
  });
  if (!outbox) return <VisitorNoteEditor onSave={login.ask} modal={login.modal} headingLevel={headingLevel} initial={initial} />;
  return (
    <NoteEditorLoader
      key={resumed ? 'resumed' : 'editor'}
      outbox={outbox}
      noteId={resumed ? null : noteId}
      draftKey={resumed ? undefined : draftKey}
      resumed={resumed}
      onCreated={onCreated}
      headingLevel={headingLevel}
      initial={initial}
    />
  );
}

/** What a visitor typed, kept for the note saved once they sign in. */
type NoteDraft = { titulo: string; texto: string };

interface VisitorNoteEditorProps {
  onSave: (draft: NoteDraft) => void;
  modal: RequestLoginModalState;
  headingLevel: 1 | 2 | 3;
  initial?: NoteContent;
}

/** The editor as a visitor sees it: the same fields, and "Save" asks them to sign in, keeping the note. */
function VisitorNoteEditor({ onSave, modal, headingLevel, initial }: VisitorNoteEditorProps) {
  const { t } = useLingui();
  const [content, setContent] = useState<NoteDraft>(initial ?? { titulo: '', texto: '' });
  const ids = { heading: useId(), title: useId(), text: useId(), hint: useId() };
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.editor} aria-labelledby={ids.heading}>
      <Heading id={ids.heading} className={styles.heading}>
        {t`New note`}
      </Heading>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(content);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.title}>{t`Title`}</label>
          <input id={ids.title} name="titulo" maxLength={200} value={content.titulo} onChange={(event) => setContent({ ...content, titulo: event.target.value })} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.text}>{t`Note`}</label>
          <textarea
            id={ids.text}
            name="texto"
            rows={12}
            maxLength={100_000}
            value={content.texto}
            aria-describedby={ids.hint}
            onChange={(event) => setContent({ ...content, texto: event.target.value })}
          />
        </div>
        <p id={ids.hint} className={styles.status}>
          {t`Sign in to keep notes.`}
        </p>
        <div className={styles.actions}>
          <Button type="submit" aria-haspopup="dialog">
            {t`Save`}
          </Button>
        </div>
      </form>
      <RequestLoginModal {...modal} title={t`Sign in to save your note`}>
        <p>{t`Sign in or create your account to keep your notes. You will come back here and the note you typed will be saved.`}</p>
      </RequestLoginModal>
    </section>
  );
}

function NoteEditorLoader({
  outbox,
  noteId,
  draftKey,
  resumed = null,
  onCreated,
  headingLevel,
  initial: initialContent,
}: NoteEditorProps & { outbox: NotesOutbox; noteId: number | null; resumed?: NoteDraft | null }) {
  const { t } = useLingui();
  const [key] = useState(() => draftKey ?? (noteId !== null ? outbox.keyForNote(noteId) : outbox.createKey()));
  // What the editor starts from, fixed once known: the note a visitor typed before signing in, else a
  // draft on this device (newer than the server's note, and shown without waiting for it), else the
  // server's note, else what a new note starts with.
  const [kept] = useState<NoteContent | null>(() => resumed ?? outbox.draft(key) ?? (noteId === null ? (initialContent ?? { titulo: '', texto: '' }) : null));
  const note = useNote(kept ? null : noteId);
  const initial = kept ?? (note.data ? { titulo: note.data.titulo, texto: note.data.texto } : null);
  if (!initial) {
    if (note.isError) {
      return note.error instanceof ApiError && note.error.status === 404 ? (
        <Alert type="warning" helper={<Link to={notesPaths.list.href()}>{t`See your notes`}</Link>}>
          {t`This note was not found.`}
        </Alert>
      ) : (
        <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>
      );
    }
    return <Spinner label={t`Loading the note`} />;
  }
  return <NoteEditorForm outbox={outbox} noteKey={key} noteId={noteId} initial={initial} saveAtOnce={resumed !== null} onCreated={onCreated} headingLevel={headingLevel} />;
}

interface NoteEditorFormProps {
  outbox: NotesOutbox;
  noteKey: string;
  noteId: number | null;
  initial: NoteContent;
  onCreated?: (id: number, draftKey: string) => void;
  headingLevel?: 1 | 2 | 3;
  /** Saves the initial content as soon as the editor opens (the note a visitor typed before signing in). */
  saveAtOnce?: boolean;
}

type Refusal = 'title' | 'text' | null;

function NoteEditorForm({ outbox, noteKey, noteId, initial, onCreated, headingLevel = 2, saveAtOnce = false }: NoteEditorFormProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const [content, setContent] = useState(initial);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [saved, setSaved] = useState<'saved' | 'kept' | 'failed' | null>(null);
  const state = useNoteSyncState(outbox, noteKey);
  const online = useOnline();
  const id = outbox.idOf(noteKey) ?? noteId;
  const server = useNote(id);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ids = { title: useId(), text: useId(), titleError: useId(), textError: useId(), status: useId() };
  useOpenNote(outbox, noteKey);

  // The server made the new note: tell the screen once (it moves to the note's address).
  const created = useRef(noteId);
  useEffect(() => {
    if (id !== null && created.current === null) {
      created.current = id;
      onCreated?.(id, noteKey);
    }
  }, [id, noteKey, onCreated]);

  const change = (next: NoteContent) => {
    setContent(next);
    setSaved(null);
    if (refusal === 'title' && next.titulo.trim()) setRefusal(null);
    if (refusal === 'text' && next.texto.trim()) setRefusal(null);
    outbox.edit(noteKey, next, id);
  };

  const save = async () => {
    if (!content.titulo.trim()) {
      setRefusal('title');
      titleRef.current?.focus();
      return;
    }
    if (!content.texto.trim()) {
      setRefusal('text');
      textRef.current?.focus();
      return;
    }
    setRefusal(null);
    // Nothing typed since it was last saved: it is saved.
    if (!outbox.draft(noteKey) && id !== null) {
      setSaved('saved');
      return;
    }
    if (!outbox.draft(noteKey)) outbox.edit(noteKey, content, id);
    const result = await outbox.flush(noteKey);
    setSaved(result === 'saved' ? 'saved' : result === 'offline' || result === 'retrying' ? 'kept' : result === 'pending' || result === 'saving' ? 'saved' : 'failed');
  };

  // The note typed before signing in is saved once, as "Save" would have.
  const savedAtOnce = useRef(false);
  useEffect(() => {
    if (!saveAtOnce || savedAtOnce.current) return;
    savedAtOnce.current = true;
    void save();
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const Heading = `h${headingLevel}` as const;
  const lastChanged = server.data?.dataUltimaAlteracao;
  return (
    <section className={styles.editor} aria-labelledby={ids.title + '-heading'}>
      <Heading id={ids.title + '-heading'} className={styles.heading}>
        {id === null ? t`New note` : t`Edit note`}
      </Heading>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.title}>{t`Title`}</label>
          <input
            id={ids.title}
            ref={titleRef}
            name="titulo"
            maxLength={200}
            value={content.titulo}
            aria-invalid={refusal === 'title' || undefined}
            aria-describedby={refusal === 'title' ? ids.titleError : undefined}
            onChange={(event) => change({ ...content, titulo: event.target.value })}
          />
          {refusal === 'title' ? (
            <p id={ids.titleError} className={styles.error}>
              {t`Give the note a title before saving.`}
            </p>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.text}>{t`Note`}</label>
          <textarea
            id={ids.text}
            ref={textRef}
            name="texto"
            rows={12}
            maxLength={100_000}
            value={content.texto}
            aria-invalid={refusal === 'text' || undefined}
            aria-describedby={[refusal === 'text' ? ids.textError : null, ids.status].filter(Boolean).join(' ')}
            onChange={(event) => change({ ...content, texto: event.target.value })}
          />
          {refusal === 'text' ? (
            <p id={ids.textError} className={styles.error}>
              {t`Write something before saving: a note without text is deleted when you leave it.`}
            </p>
          ) : null}
        </div>
        <p id={ids.status} className={styles.status} role="status" aria-live="polite">
          {id === null && state === 'saved' && !outbox.draft(noteKey) ? t`The note is saved as you write.` : i18n._(syncMessageOf(state, online))}
          {lastChanged && (state === 'saved' || state === 'pending' || state === 'saving') ? (
            <>
              {' '}
              <span className={styles.lastChanged}>
                {t`Last changed`}{' '}
                <time dateTime={lastChanged}>{formatDate(lastChanged, i18n.locale, DateTime.DATETIME_MED, timeZone)}</time>
              </span>
            </>
          ) : null}
        </p>
        {saved === 'saved' ? (
          <div className={styles.saved} role="status">
            <p>{t`Note saved.`}</p>
            <div className={styles.actions}>
              <Link className={buttonClassName('secondary')} to={notesPaths.create.href()}>
                {t`New note`}
              </Link>
              <Button
                variant="secondary"
                onClick={() => {
                  setSaved(null);
                  textRef.current?.focus();
                }}
              >
                {t`Keep editing`}
              </Button>
            </div>
          </div>
        ) : null}
        {saved === 'kept' ? <Alert type="warning">{t`You are offline: the note is kept on this device and will be saved when the connection returns.`}</Alert> : null}
        {saved === 'failed' ? <Alert type="error">{t`The note could not be saved. It is kept on this device; please try again.`}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit">{t`Save`}</Button>
          {id !== null ? (
            <Link className={styles.delete} to={notesPaths.remove.href(id)}>
              {t`Delete note`}
            </Link>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** What the editor says of where the note stands. */
const SYNC_MESSAGES: Record<NoteSyncState, MessageDescriptor> = {
  saved: msg`All changes saved.`,
  pending: msg`Saving…`,
  saving: msg`Saving…`,
  offline: msg`Offline: the note is kept on this device and will be saved when the connection returns.`,
  retrying: msg`The server could not be reached. Trying again…`,
  'needs-title': msg`Add a title to save this note.`,
  empty: msg`A note without text is deleted when you leave it.`,
  failed: msg`The note could not be saved. It is kept on this device.`,
  deleted: msg`The note was deleted.`,
};

/** Offline, a note waiting to be sent says so whatever it was doing. */
function syncMessageOf(state: NoteSyncState, online: boolean): MessageDescriptor {
  const waits = state !== 'saved' && state !== 'needs-title' && state !== 'empty' && state !== 'deleted';
  return SYNC_MESSAGES[!online && waits ? 'offline' : state];
}
