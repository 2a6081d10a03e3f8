import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import type { ComponentType } from 'react';
import { bibleCatalog } from './catalog';
import { readerPageData, searchPageData } from './page-data';
import { biblePaths } from './paths';
import { church } from '../package.json';

/** A lazy screen whose code and catalog load together. */
const screen = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadModuleCatalog(bibleCatalog)]);
  return { Component };
};

const screens = () => import('./bible-screens');

/** The live page's Bible panel, its code and catalog loaded together when it is first shown. */
const loadPassagePanel = async () => {
  const [panel] = await Promise.all([import('./live/passage-panel'), loadModuleCatalog(bibleCatalog)]);
  return panel.PassagePanel;
};

/**
 * The Bible (every church): the reader at a passage, and the search of a translation, both rendered on
 * the server; and beside the live page's stream, the sermon's passage.
 */
export const bibleModule = {
  code: church.code,
  routes: [
    { layout: 'DEFAULT', route: { path: biblePaths.reader.path, handle: { data: readerPageData }, lazy: screen(async () => (await screens()).BiblePage) } },
    { layout: 'DEFAULT', route: { path: biblePaths.search.path, handle: { data: searchPageData }, lazy: screen(async () => (await screens()).BibleSearchPage) } },
  ],
  livePanels: [{ id: 'bible', order: 200, title: msg`Bible`, loadCatalog: () => loadModuleCatalog(bibleCatalog), load: loadPassagePanel }],
} satisfies ChurchModule;
