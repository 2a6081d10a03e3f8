import { routePath } from '@church/routing';

/**
 * What the embedded player's address may carry (§2 "Embed layout"); when several are given, the first
 * of service, url, code and html is played.
 */
export interface EmbedPlayerQuery {
  /** One broadcast of the church, by id. */
  service?: number;
  /** An https address: a YouTube or Vimeo video, an HLS playlist (.m3u8) or a video file. */
  url?: string;
  /** A YouTube video id (11 characters). */
  code?: string;
  /** A provider's embed snippet; only its first iframe's YouTube or Vimeo address is played. */
  html?: string;
}

/** The live module's addresses. */
export const livePaths = {
  live: routePath('/live'),
  /** The player alone, for another site's frame: the broadcast on now or the last one, unless the query names another. */
  embedPlayer: routePath<[query?: EmbedPlayerQuery]>('/embed/player', (query = {}) => {
    const search = new URLSearchParams();
    if (query.service !== undefined) search.set('service', String(query.service));
    if (query.url !== undefined) search.set('url', query.url);
    if (query.code !== undefined) search.set('code', query.code);
    if (query.html !== undefined) search.set('html', query.html);
    const text = search.toString();
    return text ? `/embed/player?${text}` : '/embed/player';
  }),
};
