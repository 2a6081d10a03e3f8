import type { ServerModule } from '@church/api-platform/server-module';
import { isLocalDomain } from '@church/api-platform/config';
import '@church/api-platform/plugins/tenant-cache';
import { AppTokens } from './app-tokens';
import { demoAppRoutes } from './demo/demo-app-routes';
import { seedThirdPartsDemo } from './demo/seed-third-parts-demo';
import { thirdPartsHandlers } from './third-parts-handlers';
import { ThirdPartsRepository } from './third-parts-repository';

/**
 * Third-party apps (§2 `/third-parts/{app}`): a church's two external apps, each behind its own module
 * code (MOD_APP_EXTERNO_1, MOD_APP_EXTERNO_2; the code is the app's, so the module itself declares
 * none and its handlers check the app's), their list for the menu, a short-lived EdDSA token naming
 * the signed-in member for the app (never the session's token) and the church's JWKS to verify it.
 * It also serves the demo app the demo churches open (`/demo/third-parts/`). Contract:
 * openapi/modules/third-parts.yaml.
 */
export const thirdPartsModule: ServerModule = {
  name: 'third-parts',
  dependsOn: ['church', 'account'],
  privateAreas: ['/third-parts', '/demo/third-parts/'],
  seedDemo: seedThirdPartsDemo,
  routes: async ({ app, database, config, platform }) => {
    await app.register(demoAppRoutes);
    return {
      handlers: thirdPartsHandlers({
        apps: new ThirdPartsRepository(database.db),
        tokens: new AppTokens((purpose) => app.authentication.derivedKey(purpose)),
        enabledCodes: async (church) => new Set((await app.tenantCache.find('id', church.id))?.bootstrap.modulos.map((modulo) => modulo.codigo) ?? []),
        siteOf: (church, hostname) => platform.siteLinks.siteOf(church, hostname),
        localDomain: isLocalDomain(config.appDomain),
        log: app.log,
      }),
    };
  },
};
