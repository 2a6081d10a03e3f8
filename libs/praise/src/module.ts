import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import { praiseCatalog } from './catalog';
import { praisePaths } from './paths';
import { church } from '../package.json';

/** The live page's Songs panel, its code and catalog loaded together when it is first shown. */
const loadSongsPanel = async () => {
  const [panel] = await Promise.all([import('./live/songs-panel'), loadModuleCatalog(praiseCatalog)]);
  return panel.SongsPanel;
};

/**
 * Songs with chords (MOD_CULTO, the services' code): a song in the EMBED layout for another page's
 * frame, and beside the live page's stream, the service's setlist.
 */
export const praiseModule = {
  code: church.code,
  routes: [
    {
      layout: 'EMBED',
      route: {
        path: praisePaths.embed.path,
        lazy: async () => {
          const [page] = await Promise.all([import('./embed/praise-embed-page'), loadModuleCatalog(praiseCatalog)]);
          return { Component: page.PraiseEmbedPage };
        },
      },
    },
  ],
  livePanels: [{ id: 'songs', order: 250, title: msg`Songs`, loadCatalog: () => loadModuleCatalog(praiseCatalog), load: loadSongsPanel }],
} satisfies ChurchModule;
