import { useLingui } from '@lingui/react/macro';
import { DateTime } from 'luxon';
import { Link } from 'react-router';
import { useChurch } from '@church/data-access';
import { formatDate, useChurchTimeZone } from '@church/i18n';
import { usePageMeta } from '@church/page-meta';
import { Alert, buttonClassName, EmptyState, PageHeader, Spinner } from '@church/ui';
import { useNotes } from '../api/notes-api';
import { useNotesOutbox, useOutboxVersion } from '../editor/use-notes-outbox';
import { notesPaths } from '../paths';
import styles from './notes.module.css';

/** /user/notes: the member's sermon notes at this church, last changed first, and those not sent yet. */
export function NotesPage() {
  const { t, i18n } = useLingui();
  const timeZone = useChurchTimeZone();
  const church = useChurch();
  const notes = useNotes();
  const outbox = useNotesOutbox();
  useOutboxVersion(outbox);
  usePageMeta({ title: `${t`Sermon notes`} · ${church.nome}` });

  const drafts = outbox?.pendingDrafts() ?? [];
  const draftOf = (id: number) => drafts.find((draft) => draft.id === id);
  // Kept on this device and not on the server yet (typed offline, or without a title).
  const unsent = drafts.filter((draft) => draft.id === null && !draft.discard && (draft.titulo.trim() || draft.texto.trim()));
  const listed = (notes.data ?? []).filter((note) => !draftOf(note.id)?.discard);
  const nothing = notes.data !== undefined && listed.length === 0 && unsent.length === 0;

  return (
    <>
      <PageHeader title={t`Sermon notes`} subtitle={church.nome} />
      <p className={styles.toolbar}>
        <Link className={buttonClassName()} to={notesPaths.create.href()}>
          {t`New note`}
        </Link>
      </p>
      {notes.isPending ? <Spinner label={t`Loading`} /> : null}
      {notes.isError ? <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert> : null}
      {nothing ? (
        <EmptyState title={t`You have no notes yet.`}>
          <p>{t`Write down what you hear in the sermon: your notes are kept here, for you only.`}</p>
        </EmptyState>
      ) : null}
      {unsent.length > 0 || listed.length > 0 ? (
        <ul className={styles.list} aria-label={t`Your notes`}>
          {unsent.map((draft) => (
            <li key={draft.key} className={styles.item}>
              <Link className={styles.title} to={notesPaths.create.href(draft.key)}>
                {draft.titulo.trim() || t`Untitled note`}
              </Link>
              {draft.texto ? <p className={styles.summary}>{draft.texto.slice(0, 160)}</p> : null}
              <p className={styles.meta}>
                <span className={styles.badge}>{draft.titulo.trim() ? t`Not sent yet` : t`Not saved: add a title`}</span>
              </p>
            </li>
          ))}
          {listed.map((note) => {
            const draft = draftOf(note.id);
            return (
              <li key={note.id} className={styles.item}>
                <Link className={styles.title} to={notesPaths.detail.href(note.id)}>
                  {draft?.titulo.trim() || note.titulo}
                </Link>
                {note.resumo ? <p className={styles.summary}>{draft ? draft.texto.slice(0, 160) : note.resumo}</p> : null}
                <p className={styles.meta}>
                  {t`Last changed`}{' '}
                  <time dateTime={note.dataUltimaAlteracao}>{formatDate(note.dataUltimaAlteracao, i18n.locale, DateTime.DATETIME_MED, timeZone)}</time>
                  {draft ? <span className={styles.badge}>{t`Changes not sent yet`}</span> : null}
                </p>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
