import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule, ChurchRoute } from '@church/routing';
import type { ComponentType } from 'react';
import { notesCatalog } from './catalog';
import { notesPaths } from './paths';
import { church } from '../package.json';

const screens = () => import('./notes-screens');

/** The live page's notes panel, its code and catalog loaded together when it is first shown. */
const loadSermonNotePanel = async () => {
  const [panel] = await Promise.all([import('./live/sermon-note-panel'), loadModuleCatalog(notesCatalog)]);
  return panel.SermonNotePanel;
};

/** A screen of the member's own notes (§6: login required), its code and catalog loaded together. */
const memberScreen = (path: string, load: () => Promise<ComponentType>): ChurchRoute => ({
  layout: 'DEFAULT',
  route: {
    path,
    handle: { auth: 'required' },
    lazy: async () => {
      const [Component] = await Promise.all([load(), loadModuleCatalog(notesCatalog)]);
      return { Component };
    },
  },
});

/** Sermon notes (every church): the member's notes in the account area, and the note on the service beside the live page's stream. */
export const notesModule = {
  code: church.code,
  routes: [
    memberScreen(notesPaths.list.path, async () => (await screens()).NotesPage),
    // One screen for a new note and a note, so that a new note moves to its address without being rebuilt.
    memberScreen(notesPaths.create.path, async () => (await screens()).NoteScreen),
    memberScreen(notesPaths.detail.path, async () => (await screens()).NoteScreen),
    memberScreen(notesPaths.remove.path, async () => (await screens()).DeleteNotePage),
  ],
  accountLinks: [{ id: 'notes', order: 25, to: notesPaths.list.href(), label: msg`Sermon notes`, loadCatalog: () => loadModuleCatalog(notesCatalog) }],
  livePanels: [{ id: 'notes', order: 300, title: msg`Notes`, loadCatalog: () => loadModuleCatalog(notesCatalog), load: loadSermonNotePanel }],
} satisfies ChurchModule;
