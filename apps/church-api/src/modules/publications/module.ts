import type { ServerModule } from '@church/api-platform/server-module';
import { seedPublicationsDemo } from './demo/seed-publications-demo';
import { publicationHandlers } from './publication-handlers';
import { PublicationRepository } from './publication-repository';

/** Publications and their types (MOD_PUBLICACAO). Contract: openapi/modules/publications.yaml. */
export const publicationsModule: ServerModule = {
  name: 'publications',
  dependsOn: ['church'],
  code: 'MOD_PUBLICACAO',
  sitemap: async (db, church, limit) => [
    '/publication-types',
    '/publications',
    ...(await new PublicationRepository(db).slugs(church.id, limit)).map((slug) => `/publications/${encodeURIComponent(slug)}`),
  ],
  seedDemo: seedPublicationsDemo,
  routes: ({ database }) => ({ handlers: publicationHandlers(new PublicationRepository(database.db)) }),
};
