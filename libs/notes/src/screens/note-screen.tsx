import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useChurch } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { Alert } from '@church/ui';
import { NoteEditor } from '../editor/note-editor';
import { notesPaths } from '../paths';
import styles from './notes.module.css';

/** The key a note was typed under before the server made it, carried in the history entry of its address. */
interface NoteLocationState {
  draft?: string;
}

/** A route id (`/user/notes/{noteId}`) as a note id, or null when it is not one. */
function noteIdOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * /user/notes/new and /user/notes/{noteId}: one screen for both, so that a new note moves to its own
 * address once the server has it without the editor being rebuilt under the member's typing.
 */
export function NoteScreen() {
  const { t } = useLingui();
  const church = useChurch();
  const params = useParams();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isNew = params.noteId === undefined;
  const noteId = isNew ? null : noteIdOf(params.noteId);
  const draftKey = isNew ? (searchParams.get('draft') ?? undefined) : (location.state as NoteLocationState | null)?.draft;
  const [freshKey] = useState(() => crypto.randomUUID());
  usePageMeta({ title: `${isNew ? t`New note` : t`Sermon notes`} · ${church.nome}` });

  const onCreated = useCallback(
    (id: number, key: string) => {
      void navigate(notesPaths.detail.href(id), { replace: true, state: { draft: key } satisfies NoteLocationState });
    },
    [navigate],
  );

  // A new note gets its key in its address at once, so that reloading the page finds what was typed.
  if (isNew && !draftKey) return <Navigate replace to={notesPaths.create.href(freshKey)} />;
  if (!isNew && noteId === null) {
    return (
      <Alert type="warning" helper={<Link to={notesPaths.list.href()}>{t`See your notes`}</Link>}>
        {t`This note was not found.`}
      </Alert>
    );
  }
  return (
    <div className={styles.screen}>
      <p>
        <Link to={notesPaths.list.href()}>{t`← All notes`}</Link>
      </p>
      <NoteEditor key={draftKey ?? `note:${noteId}`} noteId={noteId} draftKey={draftKey} onCreated={onCreated} headingLevel={1} />
    </div>
  );
}
