import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../config';
import { notFound, ProblemError } from '../../http/problem';
import { type OperationOk as Ok, type OperationRequest as Request, offsetOf, pageOf } from '../media-http';
import { FeedTimeoutError, PodcastFeedReader } from './podcast-feed-reader';
import type { PodcastRepository } from './podcast-repository';

/**
 * The feed reader of this process, configured from the environment: PODCAST_FEED_TIMEOUT_MS
 * (default 5000), PODCAST_FEED_TTL_MS (default 300000) and, for site-relative feed addresses, this
 * server's own address from HOST and PORT (or PODCAST_SELF_ORIGIN).
 */
export function podcastFeedReaderFromEnvironment(env: NodeJS.ProcessEnv = process.env): PodcastFeedReader {
  const { host, port } = loadConfig(env);
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const selfOrigin = env.PODCAST_SELF_ORIGIN ?? `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  return new PodcastFeedReader({
    timeoutMs: Number(env.PODCAST_FEED_TIMEOUT_MS ?? 5_000),
    ttlMs: Number(env.PODCAST_FEED_TTL_MS ?? 300_000),
    selfOrigin,
  });
}

/** §7 `GET /podcast/anchor/{code}/`: the church's podcast episodes from its RSS feed, paged. */
export function podcastHandlers(podcasts: PodcastRepository, reader: PodcastFeedReader) {
  return {
    async listPodcastEpisodios(
      req: Request<'listPodcastEpisodios'> & { log: FastifyBaseLogger },
    ): Promise<Ok<'listPodcastEpisodios'>> {
      const paging = pageOf(req.query);
      const church = await podcasts.feedOf(req.params.code);
      if (!church) throw notFound(`No church has the code '${req.params.code}'.`);
      if (!church.feedUrl) return { podcast: null, items: [], total: 0, ...paging };
      let feed;
      try {
        feed = await reader.read(church.feedUrl);
      } catch (error) {
        req.log.warn({ err: error, igreja: church.igrejaId }, 'podcast feed could not be read');
        if (error instanceof FeedTimeoutError) {
          throw new ProblemError(504, 'Gateway Timeout', "The church's podcast feed did not answer in time.");
        }
        throw new ProblemError(502, 'Bad Gateway', "The church's podcast feed could not be read.");
      }
      const start = offsetOf(paging);
      return { podcast: feed.podcast, items: feed.items.slice(start, start + paging.limit), total: feed.items.length, ...paging };
    },
  };
}
