import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-live';
import { getBroadcastQueryOptions } from './api/get-broadcast';
import { getCurrentBroadcastQueryOptions } from './api/get-current-broadcast';
import { getUpcomingBroadcastsQueryOptions } from './api/get-upcoming-broadcasts';
import { readEmbedPlayerQuery } from './embed/player-source';

/** What /live needs from the API, for the server to render it. */
export const livePageData = pageData(({ clients, church }) => [
  getCurrentBroadcastQueryOptions(moduleApi<paths>(clients), church.slug),
  getUpcomingBroadcastsQueryOptions(moduleApi<paths>(clients), church.slug),
]);

/** What /embed/player needs: the broadcast on now (or the last one), or the one `service` names; nothing for an address it plays. */
export const embedPlayerPageData = pageData(({ clients, church, searchParams }) => {
  const source = readEmbedPlayerQuery(searchParams);
  if (source.kind === 'current') return [getCurrentBroadcastQueryOptions(moduleApi<paths>(clients), church.slug)];
  if (source.kind === 'service') return [getBroadcastQueryOptions(moduleApi<paths>(clients), church.slug, source.id)];
  return [];
});
