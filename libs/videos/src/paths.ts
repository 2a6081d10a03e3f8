import { routePath } from '@church/routing';

export const videoPaths = {
  list: routePath('/videos'),
  /** `videoId` is the provider's id (`contentDetails.videoId`). */
  detail: routePath('/videos/:videoId', (videoId: string) => `/videos/${encodeURIComponent(videoId)}`),
};
