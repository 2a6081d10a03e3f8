import '@church/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClients, seedTenantBootstrap } from '@church/data-access';
import { activateLocale, resolveLocale } from '@church/i18n';
import { tenantLookupForHost } from '@church/tenant';
import { createChurchRoutes } from './app/church-routes';
import { churchModules } from './app/module-registry';
import { createQueryClient, Providers } from './app/providers';
import { readInlinedBootstrap } from './bootstrap/read-inlined-bootstrap';
import { registerServiceWorker } from './service-worker/register-service-worker';

async function start() {
  const inlined = readInlinedBootstrap();
  const appDomain = inlined?.config.appDomain ?? import.meta.env.VITE_APP_DOMAIN ?? 'localhost';
  const tenant = tenantLookupForHost(window.location.host, appDomain) ?? { by: 'hostname', hostname: window.location.hostname };
  const queryClient = createQueryClient();
  if (inlined) seedTenantBootstrap(queryClient, tenant, inlined);

  await activateLocale(resolveLocale({ idioma: inlined?.igreja.idioma, browserLanguage: navigator.language }));
  const router = createBrowserRouter(createChurchRoutes(churchModules));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient} clients={createApiClients()} tenant={tenant} appDomain={appDomain}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
