import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-praise';
import { parseId } from '@church/routing';
import { getSongQueryOptions } from '../api/get-song';

/** What the song page needs from the API (the song of the address), for the server to render it. */
export const songPageData = pageData(({ params, clients, church }) => {
  const id = parseId(params.praiseId);
  return id === null ? [] : [getSongQueryOptions(moduleApi<paths>(clients), church, id)];
});
