import '@church/ui/styles.css';
import { timeoutManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { type DataRouter, matchRoutes } from 'react-router';
import { createApiClients, type PageState, seedPageState, seedTenantBootstrap } from '@church/data-access';
import { activateLocale, resolveLocale } from '@church/i18n';
import { sessionStatusAtom } from '@church/state';
import { tenantLookupForHost } from '@church/tenant';
import { createStore } from 'jotai';
import { firstPaintModules } from 'virtual:church-modules/first-paint';
import { createChurchRoutes, discoverModuleRoutes, rendersHomeLayout } from './app/church-routes';
import { loadChurchModules } from './app/load-church-modules';
import { createQueryClient, Providers } from './app/providers';
import { readInlinedBootstrap, readInlinedJson } from './bootstrap/read-inlined-bootstrap';
import { PreloadedHomeSections } from './layouts/use-module-home-sections';
import { warmIntlOffMainThread } from './boot/warm-intl';
import { yieldToMain } from './boot/yield-to-main';
import { numberHistoryEntry } from './boot/number-history-entry';
import { createUninitializedBrowserRouter } from './boot/browser-router';
import { hasStoredSession } from './session/stored-session';

/** Resolves once the router has matched the first location, loaded its lazy routes and discovered its module. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Each step ends with a yield, so that on a slow phone the start is a series of short tasks the browser
// can interleave with input and painting (issue 10: no task over 50 ms at 4× CPU), not one long one.
// The steps are as small as the profile of the home showed they must be (tools/scripts/profile-home-tasks.mjs).
async function start() {
  // Evaluating the entry's modules is a task's worth already: the start begins in the next one.
  await yieldToMain();
  // React DOM is fetched meanwhile, and evaluated in a task of its own when it arrives.
  const mountAppReady = import('./boot/mount-app');
  // The query cache's long timers (staleness, removal) share the browser's once this arrives, before the
  // page's effects run as a rule; timers set before it are the browser's own, which it clears as well.
  void import('./boot/coalesced-timeouts').then(({ coalescedTimeouts }) => timeoutManager.setTimeoutProvider(coalescedTimeouts()));
  const inlined = readInlinedBootstrap();
  const locale = resolveLocale({ idioma: inlined?.igreja.idioma, browserLanguage: navigator.language });
  await yieldToMain();

  // Starting a worker costs the main thread a few milliseconds of its own.
  const intlReady = warmIntlOffMainThread(locale);
  await yieldToMain();

  const appDomain = inlined?.config.appDomain ?? import.meta.env.VITE_APP_DOMAIN ?? 'localhost';
  const tenant = tenantLookupForHost(window.location.host, appDomain) ?? { by: 'hostname', hostname: window.location.hostname };
  const queryClient = createQueryClient();
  await yieldToMain();

  if (inlined) seedTenantBootstrap(queryClient, tenant, inlined);
  await yieldToMain();

  // What the server fetched for the page it rendered: the page hydrates without asking again.
  const pageState = readInlinedJson('church-page-state') as PageState | null;
  if (pageState) seedPageState(queryClient, pageState);
  await yieldToMain();

  // The first read of the page's storage is slow on a cold start.
  const store = createStore();
  if (hasStoredSession(window.location)) store.set(sessionStatusAtom, 'restoring');
  const clients = createApiClients();
  await yieldToMain();

  await activateLocale(locale);
  await yieldToMain();

  numberHistoryEntry();
  await yieldToMain();

  // index.html has it, and so has every page the server renders.
  const container = document.getElementById('root') as HTMLElement;
  const serverRendered = container.hasAttribute('data-server-rendered');
  const homeSectionsOf = () =>
    import('./layouts/enabled-home-sections').then((loader) => loader.homeSectionsOfBootstrap(loadChurchModules, inlined), () => null);
  // Matching the first location is the router's first work, here in a task of its own. It also tells
  // whether the page is the home, whose sections (the enabled modules' code) then load while the router starts.
  const routes = createChurchRoutes(firstPaintModules);
  const rendersHome = serverRendered && rendersHomeLayout(matchRoutes(routes, window.location) ?? []);
  await yieldToMain();

  const homeSectionsEarly = rendersHome ? homeSectionsOf() : null;
  await yieldToMain();

  const router = createUninitializedBrowserRouter(routes, discoverModuleRoutes(loadChurchModules));
  await yieldToMain();

  router.initialize();
  // The first render waits for the route and its module: the same tree as the server's when it rendered
  // the page (hydrated, with the home's sections the server rendered), and no empty frame when it did not.
  await routerReady(router);
  await yieldToMain();
  const homeSections = serverRendered && rendersHomeLayout(router.state.matches) ? await (homeSectionsEarly ?? homeSectionsOf()) : null;
  await intlReady;
  await yieldToMain();
  const { mountApp } = await mountAppReady;
  mountApp(container, router, (routerView) => (
    <StrictMode>
      <PreloadedHomeSections.Provider value={homeSections}>
        <Providers queryClient={queryClient} clients={clients} tenant={tenant} appDomain={appDomain} store={store}>
          {routerView}
        </Providers>
      </PreloadedHomeSections.Provider>
    </StrictMode>
  ));
  // Nothing the page's start needs: its code comes after.
  void import('./service-worker/register-service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
}

void start();
