import type { ServerModule } from '@church/api-platform/server-module';
import { seedMinistriesDemo } from './demo/seed-ministries-demo';
import { ministryHandlers } from './ministry-handlers';
import { MinistryRepository } from './ministry-repository';

/** Ministries and their projects (every church has them). Contract: openapi/modules/ministries.yaml. */
export const ministriesModule: ServerModule = {
  name: 'ministries',
  dependsOn: ['church'],
  sitemap: async (db, church, limit) => [
    '/ministries',
    ...(await new MinistryRepository(db).publishedWithProjects(church.id, limit)).flatMap(({ id, projetos }) => [
      `/ministries/${id}`,
      ...projetos.map((projetoId) => `/ministries/${id}/projects/${projetoId}`),
    ]),
  ],
  seedDemo: seedMinistriesDemo,
  routes: ({ database }) => ({ handlers: ministryHandlers(new MinistryRepository(database.db)) }),
};
