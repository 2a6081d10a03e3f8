import { seedContentNotification } from '@church/api-modules/notifications';
import type { ServerModule } from '@church/api-platform/server-module';
import { latestNewsNotification } from './demo/latest-news-notification';
import { seedNewsDemo } from './demo/seed-news-demo';
import { newsHandlers } from './news-handlers';
import { NewsRepository } from './news-repository';

/** News (MOD_NOTICIA). Contract: openapi/modules/news.yaml. */
export const newsModule: ServerModule = {
  name: 'news',
  dependsOn: ['church', 'notifications'],
  code: 'MOD_NOTICIA',
  sitemap: async (db, church, limit) => ['/news', ...(await new NewsRepository(db).publishedIds(church.id, limit)).map((id) => `/news/${id}`)],
  async seedDemo(db) {
    await seedNewsDemo(db);
    await seedContentNotification(db, latestNewsNotification);
  },
  routes: ({ database }) => ({ handlers: newsHandlers(new NewsRepository(database.db)) }),
};
