import type { paths, Podcast, PodcastItem } from '@church/contracts-podcasts';
import { contractHttp, neverAnswer, problem } from '@church/testing/mock-api';

/** The podcasts contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const podcastsApi = contractHttp<paths>();

export const storyPodcast: Podcast = {
  title: 'Grace Talks',
  description: 'Conversations from Grace Community Church.',
  image: '/demo/podcast/grace/cover.svg',
};

/** `count` episodes, newest first, numbered down from `count`. */
export function storyEpisodes(count: number): PodcastItem[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return {
      id: `grace-podcast-${number}`,
      title: `Episode title ${number}`,
      description: `What episode ${number} is about.`,
      position: number,
      published_at: '2026-11-02T11:00:00.000Z',
      audio_file: `/demo/podcast/grace/episode-${String(number).padStart(2, '0')}.wav`,
      duration: 5,
      background: '/demo/podcast/grace/cover.svg',
    };
  });
}

/** `GET /podcast/anchor/{code}/`: pages of `limit` out of the given episodes (the client stops at a short page). */
export const podcastEpisodes = (items: PodcastItem[] = storyEpisodes(3), podcast: Podcast | null = storyPodcast) =>
  podcastsApi.get('/podcast/anchor/{code}/', ({ query, response }) => {
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    return response(200).json({ podcast, items: items.slice((page - 1) * limit, page * limit), total: items.length, page, limit });
  });
export const podcastEpisodesLoading = () => podcastsApi.get('/podcast/anchor/{code}/', neverAnswer);

/** The church's feed could not be read (502, as the contract says). */
export const podcastFeedUnreadable = () =>
  podcastsApi.get('/podcast/anchor/{code}/', ({ response }) => response(502).json(problem(502, { title: 'Bad Gateway' })));
