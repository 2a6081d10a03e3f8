/** A video on YouTube or Vimeo, by the provider's id. */
export interface ProviderVideo {
  source: 'youtube' | 'vimeo';
  videoId: string;
}

/**
 * The privacy-respecting player address of a video: YouTube's no-cookie domain, or Vimeo's player
 * with do-not-track.
 */
export function embedUrlOf(video: ProviderVideo): string {
  const id = encodeURIComponent(video.videoId);
  return video.source === 'vimeo'
    ? `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0`
    : `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`;
}
