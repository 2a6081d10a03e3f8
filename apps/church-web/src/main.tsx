import '@church/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApiClients, seedTenantBootstrap } from '@church/data-access';
import { activateLocale, resolveLocale } from '@church/i18n';
import { sessionStatusAtom } from '@church/state';
import { tenantLookupForHost } from '@church/tenant';
import { createStore } from 'jotai';
import { createChurchRoutes, discoverModuleRoutes } from './app/church-routes';
import { eagerModules } from './app/module-registry';
import { createQueryClient, Providers } from './app/providers';
import { readInlinedBootstrap } from './bootstrap/read-inlined-bootstrap';
import { registerServiceWorker } from './service-worker/register-service-worker';
import { hasStoredSession } from './session/stored-session';

async function start() {
  const inlined = readInlinedBootstrap();
  const appDomain = inlined?.config.appDomain ?? import.meta.env.VITE_APP_DOMAIN ?? 'localhost';
  const tenant = tenantLookupForHost(window.location.host, appDomain) ?? { by: 'hostname', hostname: window.location.hostname };
  const queryClient = createQueryClient();
  if (inlined) seedTenantBootstrap(queryClient, tenant, inlined);
  const store = createStore();
  if (hasStoredSession(window.location)) store.set(sessionStatusAtom, 'restoring');

  await activateLocale(resolveLocale({ idioma: inlined?.igreja.idioma, browserLanguage: navigator.language }));
  const clients = createApiClients();
  const router = createBrowserRouter(createChurchRoutes(eagerModules), {
    patchRoutesOnNavigation: discoverModuleRoutes(),
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} clients={clients} tenant={tenant} appDomain={appDomain} store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
