import { routePath } from '@church/routing';

/** The notes module's addresses, in the member's area (§2 "User area"). */
export const notesPaths = {
  list: routePath('/user/notes'),
  /** A new note; `draft` reopens a note kept on this device that the server does not have yet. */
  create: routePath('/user/notes/new', (draft?: string) => (draft ? `/user/notes/new?draft=${encodeURIComponent(draft)}` : '/user/notes/new')),
  detail: routePath('/user/notes/:noteId', (noteId: number) => `/user/notes/${noteId}`),
  remove: routePath('/user/notes/:noteId/delete', (noteId: number) => `/user/notes/${noteId}/delete`),
};
