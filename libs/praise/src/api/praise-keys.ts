/** Query keys of the praise module, one factory so that every query agrees. */
export const praiseKeys = {
  all: (slug: string) => ['praise', slug] as const,
  song: (slug: string, id: number) => [...praiseKeys.all(slug), 'song', id] as const,
  setlist: (slug: string, broadcastId: number) => [...praiseKeys.all(slug), 'setlist', broadcastId] as const,
  currentSong: (slug: string, broadcastId: number) => [...praiseKeys.all(slug), 'current-song', broadcastId] as const,
};
