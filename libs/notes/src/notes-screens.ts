// The notes screens in one chunk: they are reached one after another.
export { NotesPage } from './screens/notes-page';
export { NoteScreen } from './screens/note-screen';
export { DeleteNotePage } from './screens/delete-note-page';
