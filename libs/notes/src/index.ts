export { notesPaths } from './paths';
export { NoteEditor } from './editor/note-editor';
export type { NoteEditorProps } from './editor/note-editor';
export { notesCatalog } from './catalog';
