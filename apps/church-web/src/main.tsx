import '@church/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
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
import { registerServiceWorker } from './service-worker/register-service-worker';
import { warmIntlOffMainThread } from './boot/warm-intl';
import { yieldToMain } from './boot/yield-to-main';
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
async function start() {
  const inlined = readInlinedBootstrap();
  const locale = resolveLocale({ idioma: inlined?.igreja.idioma, browserLanguage: navigator.language });
  const intlReady = warmIntlOffMainThread(locale);
  await yieldToMain();

  const appDomain = inlined?.config.appDomain ?? import.meta.env.VITE_APP_DOMAIN ?? 'localhost';
  const tenant = tenantLookupForHost(window.location.host, appDomain) ?? { by: 'hostname', hostname: window.location.hostname };
  const queryClient = createQueryClient();
  if (inlined) seedTenantBootstrap(queryClient, tenant, inlined);
  // What the server fetched for the page it rendered: the page hydrates without asking again.
  const pageState = readInlinedJson('church-page-state') as PageState | null;
  if (pageState) seedPageState(queryClient, pageState);
  const store = createStore();
  if (hasStoredSession(window.location)) store.set(sessionStatusAtom, 'restoring');
  await yieldToMain();

  await activateLocale(locale);
  await yieldToMain();

  const clients = createApiClients();
  const router = createBrowserRouter(createChurchRoutes(firstPaintModules), {
    patchRoutesOnNavigation: discoverModuleRoutes(loadChurchModules),
  });
  // index.html has it, and so has every page the server renders.
  const container = document.getElementById('root') as HTMLElement;
  // The first render waits for the route and its module: the same tree as the server's when it rendered
  // the page (hydrated, with the home's sections the server rendered), and no empty frame when it did not.
  await routerReady(router);
  await yieldToMain();
  const serverRendered = container.hasAttribute('data-server-rendered');
  const homeSections =
    serverRendered && rendersHomeLayout(router.state.matches)
      ? await import('./layouts/enabled-home-sections').then((loader) => loader.homeSectionsOfBootstrap(loadChurchModules, inlined), () => null)
      : null;
  await intlReady;
  await yieldToMain();
  const app = (
    <StrictMode>
      <PreloadedHomeSections.Provider value={homeSections}>
        <Providers queryClient={queryClient} clients={clients} tenant={tenant} appDomain={appDomain} store={store}>
          <RouterProvider router={router} />
        </Providers>
      </PreloadedHomeSections.Provider>
    </StrictMode>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (serverRendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  registerServiceWorker();
}

void start();
