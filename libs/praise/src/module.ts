import { msg } from '@lingui/core/macro';
import { loadModuleCatalog } from '@church/i18n';
import type { ChurchModule } from '@church/routing';
import { praiseCatalog } from './catalog';
import { praisePaths } from './paths';
import { songPageData } from './schedule/song-page-data';
import { church } from '../package.json';

/** The live page's Songs panel, its code and catalog loaded together when it is first shown. */
const loadSongsPanel = async () => {
  const [panel] = await Promise.all([import('./live/songs-panel'), loadModuleCatalog(praiseCatalog)]);
  return panel.SongsPanel;
};

/** Under each service of the schedule, its songs; the code and catalog load with the schedule page. */
const loadServiceSongs = async () => {
  const [extra] = await Promise.all([import('./schedule/service-songs'), loadModuleCatalog(praiseCatalog)]);
  return extra.ServiceSongs;
};

/**
 * Songs with chords (MOD_CULTO, the services' code): a song in the EMBED layout for another page's
 * frame, a song on a page of its own (from a service's songs on the schedule), beside the live page's
 * stream the service's setlist, and under each service of the schedule its songs.
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
    {
      layout: 'DEFAULT',
      route: {
        path: praisePaths.song.path,
        handle: { data: songPageData },
        lazy: async () => {
          const [page] = await Promise.all([import('./schedule/song-page'), loadModuleCatalog(praiseCatalog)]);
          return { Component: page.SongPage };
        },
      },
    },
  ],
  scheduleServiceExtras: [{ id: 'songs', order: 10, loadCatalog: () => loadModuleCatalog(praiseCatalog), load: loadServiceSongs }],
  livePanels: [{ id: 'songs', order: 250, title: msg`Songs`, loadCatalog: () => loadModuleCatalog(praiseCatalog), load: loadSongsPanel }],
} satisfies ChurchModule;
