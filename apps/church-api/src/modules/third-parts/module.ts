import type { ServerModule } from '@church/api-platform/server-module';
import { isLocalDomain } from '@church/api-platform/config';
import '@church/api-platform/plugins/tenant-cache';
import { appMenuEntries } from './app-menu';
import { AppTokens } from './app-tokens';
import { demoAppRoutes } from './demo/demo-app-routes';
import { seedThirdPartsDemo } from './demo/seed-third-parts-demo';
import { thirdPartsHandlers } from './third-parts-handlers';
import { ThirdPartsRepository } from './third-parts-repository';

/**
 * Third-party apps (§2 `/third-parts/{app}`): a church's two external apps, each behind its own module
 * code (MOD_APP_EXTERNO_1, MOD_APP_EXTERNO_2; the code is the app's, so the module itself declares
 * none and its handlers check the app's), their entries in the church's menu (the tenant bootstrap's
 * igrejaAppMenus, under each app's own name), their list, a short-lived EdDSA token naming
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
    const apps = new ThirdPartsRepository(database.db);
    const localDomain = isLocalDomain(config.appDomain);
    // Each switched-on app is an entry of the church's menu, under its own name, in the bootstrap (so in
    // the server-rendered first paint); igreja_app_externo's trigger drops the church's cached copy on a change.
    app.tenantCache.addMenuEntries(async (igrejaId, enabledCodes) => appMenuEntries(await apps.appsOf(igrejaId), enabledCodes, localDomain));
    return {
      handlers: thirdPartsHandlers({
        apps,
        tokens: new AppTokens((purpose) => app.authentication.derivedKey(purpose)),
        enabledCodes: async (church) => new Set((await app.tenantCache.find('id', church.id))?.bootstrap.modulos.map((modulo) => modulo.codigo) ?? []),
        siteOf: (church, hostname) => platform.siteLinks.siteOf(church, hostname),
        localDomain,
        log: app.log,
      }),
    };
  },
};
