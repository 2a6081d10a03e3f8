import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@church/data-access';
import { dateFormats, formatDate, useChurchTimeZone } from '@church/i18n';
import type { LivePanelProps } from '@church/routing';
import { Spinner } from '@church/ui';
import { useNote, useNotes, useNotesMember } from '../api/notes-api';
import { NoteEditor } from '../editor/note-editor';
import type { NotesOutbox } from '../editor/notes-outbox';
import { useNotesOutbox } from '../editor/use-notes-outbox';
import { notesPaths } from '../paths';
import { type BroadcastNoteLink, readBroadcastNoteLink, writeBroadcastNoteLink } from './broadcast-note-link';
import styles from './sermon-note-panel.module.css';

/**
 * The live page's notes panel (§2 "/live"): the member's sermon note on the broadcast, saved as they
 * type (the notes editor: kept on this device at once, sent after a pause, its status said). The note
 * is titled with the service and its day; it is found again on this device by the broadcast, elsewhere
 * by that title. A visitor may type it too, and saving asks them to sign in.
 */
export function SermonNotePanel({ broadcastId, title, startsAt }: LivePanelProps) {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const outbox = useNotesOutbox();
  if (broadcastId === null || title === null) {
    return (
      <div className={styles.panel}>
        <p className={styles.note}>{t`There is no service to take notes on yet.`}</p>
        <Link to={notesPaths.list.href()}>{t`See your notes`}</Link>
      </div>
    );
  }
  const day = startsAt ? formatDate(startsAt, i18n.locale, dateFormats.DATE_MED, timeZone) : null;
  const noteTitle = day ? `${title} · ${day}` : title;
  if (!outbox) return <NoteEditor key="visitor" headingLevel={2} initial={{ titulo: noteTitle, texto: '' }} />;
  return <MemberBroadcastNote key={broadcastId} outbox={outbox} broadcastId={broadcastId} noteTitle={noteTitle} />;
}

interface MemberBroadcastNoteProps {
  outbox: NotesOutbox;
  broadcastId: number;
  noteTitle: string;
}

/** The member's note on the broadcast: the one this device took, else the one titled for it, else a new one. */
function MemberBroadcastNote({ outbox, broadcastId, noteTitle }: MemberBroadcastNoteProps) {
  const { t } = useLingui();
  const { igreja, usuario } = useNotesMember();
  const [stored, setStored] = useState(() => readBroadcastNoteLink(igreja, usuario, broadcastId));
  const [freshKey] = useState(() => outbox.createKey());
  const remember = useCallback(
    (link: BroadcastNoteLink) => {
      writeBroadcastNoteLink(igreja, usuario, broadcastId, link);
      setStored(link);
    },
    [igreja, usuario, broadcastId],
  );
  const onCreated = useCallback((id: number, key: string) => remember({ key, id }), [remember]);
  const storedId = stored ? (stored.id ?? outbox.idOf(stored.key)) : null;
  const storedNote = useNote(storedId);
  // The note this device took was deleted since: a new one.
  const storedGone = storedNote.error instanceof ApiError && storedNote.error.status === 404;
  const notes = useNotes();

  let link: BroadcastNoteLink | null = null;
  if (stored && !storedGone) link = { key: stored.key, id: storedId };
  else if (!notes.isPending) {
    // Another device's note on this service is found by its title; the list failing leaves a new note.
    const titled = notes.data?.find((note) => note.titulo === noteTitle);
    link = titled ? { key: outbox.keyForNote(titled.id), id: titled.id } : { key: freshKey, id: null };
  }
  const linkKey = link?.key;
  const linkId = link?.id;
  // Kept as soon as it is chosen: a reload before the note reaches the server finds its draft by this key.
  useEffect(() => {
    if (linkKey !== undefined) writeBroadcastNoteLink(igreja, usuario, broadcastId, { key: linkKey, id: linkId ?? null });
  }, [igreja, usuario, broadcastId, linkKey, linkId]);

  if (!link) return <Spinner label={t`Loading the note`} />;
  return <NoteEditor key={link.key} noteId={link.id} draftKey={link.key} onCreated={onCreated} headingLevel={2} initial={{ titulo: noteTitle, texto: '' }} />;
}
