import type { Video } from '@church/contracts-videos';

/**
 * The privacy-respecting player address of a video: YouTube's no-cookie domain, or Vimeo's player
 * with do-not-track. Nothing is loaded from the provider until the visitor opens the video.
 */
export function embedUrlOf(video: Pick<Video, 'source' | 'contentDetails'>): string {
  const id = encodeURIComponent(video.contentDetails.videoId);
  return video.source === 'vimeo'
    ? `https://player.vimeo.com/video/${id}?dnt=1&title=0&byline=0`
    : `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1`;
}
