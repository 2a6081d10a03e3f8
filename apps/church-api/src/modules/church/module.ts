import type { ServerModule } from '@church/api-platform/server-module';
import { churchHandlers } from './church-handlers';
import { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import { seedDemoAppLinks, seedDemoChurches, seedDemoEmbedOrigins, seedDemoTimeZones } from './demo/seed-churches';

/**
 * Churches, their organizations, look, modules, menus and congregations: what every other module
 * builds on. Contract: openapi/modules/church.yaml (and the tenant bootstrap of openapi/bff.yaml).
 */
export const churchModule: ServerModule = {
  name: 'church',
  dependsOn: [],
  sitemap: async () => ['/', '/about', '/churchs'],
  seedDemo: async (db, { networkChurches }) => {
    await seedDemoChurches(db, networkChurches);
    await seedDemoTimeZones(db);
    await seedDemoAppLinks(db);
    await seedDemoEmbedOrigins(db);
  },
  routes: ({ app, database }) => ({ handlers: churchHandlers(new ChurchRepository(database.db), app.tenantCache) }),
};
