/** Query keys of the videos module, one factory so that every query agrees. */
export const videoKeys = {
  all: (slug: string) => ['videos', slug] as const,
  list: (slug: string, page: number, limit: number) => [...videoKeys.all(slug), 'list', page, limit] as const,
  detail: (slug: string, videoId: string) => [...videoKeys.all(slug), 'detail', videoId] as const,
};

export const VIDEOS_PAGE_SIZE = 10;
/** The playlist beside a playing video: as many as the API gives in one page. */
export const PLAYLIST_SIZE = 50;
