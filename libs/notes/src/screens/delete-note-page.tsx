import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert, Button, PageHeader, Spinner } from '@church/ui';
import { useDeleteNote, useNote } from '../api/notes-api';
import { useNotesOutbox } from '../editor/use-notes-outbox';
import { notesPaths } from '../paths';
import styles from './notes.module.css';

/** /user/notes/{noteId}/delete: deletes the note once the member confirms; §8's note-delete error when it fails. */
export function DeleteNotePage() {
  const { t } = useLingui();
  const church = useChurch();
  const { noteId } = useParams();
  const id = /^\d{1,10}$/.test(noteId ?? '') && Number(noteId) <= 2_147_483_647 ? Number(noteId) : null;
  const note = useNote(id);
  const remove = useDeleteNote();
  const outbox = useNotesOutbox();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  usePageMeta({ title: `${t`Delete note`} · ${church.nome}` });

  if (id === null || (note.isError && note.error instanceof ApiError && note.error.status === 404)) {
    return (
      <Alert type="warning" helper={<Link to={notesPaths.list.href()}>{t`See your notes`}</Link>}>
        {t`This note was not found.`}
      </Alert>
    );
  }
  if (note.isPending) return <Spinner label={t`Loading the note`} />;
  if (note.isError) return <Alert type="error">{t`An error occurred while fetching the data. Please try again.`}</Alert>;
  const title = note.data.titulo;

  return (
    <>
      <PageHeader title={t`Delete note`} />
      <p>{t`Delete the note “${title}”? This cannot be undone.`}</p>
      {failed ? <Alert type="error">{t`The note could not be deleted. Please try again.`}</Alert> : null}
      <div className={styles.actions}>
        <Button
          disabled={remove.isPending}
          onClick={() => {
            setFailed(false);
            remove.mutate(id, {
              onSuccess: () => {
                outbox?.forgetNote(id);
                void navigate(notesPaths.list.href(), { replace: true });
              },
              onError: () => setFailed(true),
            });
          }}
        >
          {remove.isPending ? t`Deleting…` : t`Delete`}
        </Button>
        <Link to={notesPaths.detail.href(id)}>{t`Cancel`}</Link>
      </div>
    </>
  );
}
