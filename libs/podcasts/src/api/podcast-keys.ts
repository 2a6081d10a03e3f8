/** Query keys of the podcasts module, one factory so that every query agrees. */
export const podcastKeys = {
  all: (code: string) => ['podcast', code] as const,
  episodes: (code: string) => [...podcastKeys.all(code), 'episodes'] as const,
};

/** §9: podcast page size. */
export const PODCAST_PAGE_SIZE = 10;
