import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-live';
import { getCurrentBroadcastQueryOptions } from './api/get-current-broadcast';
import { getUpcomingBroadcastsQueryOptions } from './api/get-upcoming-broadcasts';

/** What /live needs from the API, for the server to render it. */
export const livePageData = pageData(({ clients, church }) => [
  getCurrentBroadcastQueryOptions(moduleApi<paths>(clients), church.slug),
  getUpcomingBroadcastsQueryOptions(moduleApi<paths>(clients), church.slug),
]);
