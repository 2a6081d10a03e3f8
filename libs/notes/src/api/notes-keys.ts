/** Query keys of the notes module, one factory so that every query agrees: a member's notes at a church. */
export const notesKeys = {
  all: (igreja: number, usuario: number) => ['notes', igreja, usuario] as const,
  list: (igreja: number, usuario: number) => [...notesKeys.all(igreja, usuario), 'list'] as const,
  detail: (igreja: number, usuario: number, id: number) => [...notesKeys.all(igreja, usuario), 'detail', id] as const,
};

/** §9: the notes list asks for up to 999 (the most a member keeps at a church). */
export const NOTES_LIST_LIMIT = 999;
