import type { ServerModule } from '@church/api-platform/server-module';
import { seedNotesDemo } from './demo/seed-notes-demo';
import { notesHandlers } from './notes-handlers';
import { NotesRepository } from './notes-repository';

/** Sermon notes (every church): a signed-in member's own notes at a church. Contract: openapi/modules/notes.yaml. */
export const notesModule: ServerModule = {
  name: 'notes',
  dependsOn: ['church', 'account'],
  seedDemo: seedNotesDemo,
  routes: ({ database }) => ({ handlers: notesHandlers(new NotesRepository(database.db)) }),
};
