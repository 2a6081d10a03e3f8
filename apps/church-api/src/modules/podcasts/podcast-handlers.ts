import type { operations } from '@church/contracts-podcasts';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { offsetOf, pageOf } from '@church/api-platform/http/paging';
import { ProblemError } from '@church/api-platform/http/problem';
import { FeedTimeoutError, type PodcastFeedReader } from './podcast-feed-reader';
import type { PodcastRepository } from './podcast-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** §7 `GET /podcast/anchor/{code}/`: the church's podcast episodes from its RSS feed, paged. */
export function podcastHandlers(podcasts: PodcastRepository, reader: PodcastFeedReader) {
  return {
    async listPodcastEpisodios(req: Request<'listPodcastEpisodios'>): Promise<Ok<'listPodcastEpisodios'>> {
      const paging = pageOf(req.query);
      const feedUrl = await podcasts.feedUrlOf(req.church.id);
      if (!feedUrl) return { podcast: null, items: [], total: 0, ...paging };
      let feed;
      try {
        feed = await reader.read(feedUrl);
      } catch (error) {
        req.log.warn({ err: error, igreja: req.church.id }, 'podcast feed could not be read');
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
