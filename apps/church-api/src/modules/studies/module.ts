import type { ServerModule } from '@church/api-platform/server-module';
import { seedStudiesDemo } from './demo/seed-studies-demo';
import { studyHandlers } from './study-handlers';
import { StudyRepository } from './study-repository';

/** Small-group Bible studies (MOD_CELULA), public or for members only. Contract: openapi/modules/studies.yaml. */
export const studiesModule: ServerModule = {
  name: 'studies',
  dependsOn: ['church'],
  code: 'MOD_CELULA',
  async sitemap(db, church, limit) {
    const studies = new StudyRepository(db);
    if (!(await studies.configuration(church.id)).flagConteudoPublico) return [];
    return ['/studies', ...(await studies.ids(church.id, limit)).map((id) => `/studies/${id}`)];
  },
  seedDemo: seedStudiesDemo,
  routes: ({ database }) => ({ handlers: studyHandlers(new StudyRepository(database.db)) }),
};
