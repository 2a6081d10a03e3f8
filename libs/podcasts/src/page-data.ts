import { moduleApi, pageData } from '@church/data-access';
import type { paths } from '@church/contracts-podcasts';
import { getPodcastEpisodesQueryOptions } from './api/get-podcast-episodes';

/** What the podcast page needs from the API (its first page of episodes), for the server to render it. */
export const podcastPageData = pageData(({ clients, church }) => [getPodcastEpisodesQueryOptions(moduleApi<paths>(clients), church.codigo)]);
