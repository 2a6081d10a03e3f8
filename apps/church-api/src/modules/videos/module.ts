import type { ServerModule } from '@church/api-platform/server-module';
import { seedVideosDemo } from './demo/seed-videos-demo';
import { videoHandlers } from './video-handlers';
import { VideoRepository } from './video-repository';

/** The church's video playlist. Contract: openapi/modules/videos.yaml. */
export const videosModule: ServerModule = {
  name: 'videos',
  dependsOn: ['church'],
  sitemap: async (db, church, limit) => [
    '/videos',
    ...(await new VideoRepository(db).videoIds(church.id, limit)).map((videoId) => `/videos/${encodeURIComponent(videoId)}`),
  ],
  seedDemo: seedVideosDemo,
  routes: ({ database }) => ({ handlers: videoHandlers(new VideoRepository(database.db)) }),
};
