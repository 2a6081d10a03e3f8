import { i18n as activeI18n, type I18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { type ApiClients, DataAccessProvider } from '@church/data-access';
import { AccountLinksProvider, LivePanelsProvider, NotificationTargetsProvider } from '@church/routing';
import type { TenantLookup } from '@church/tenant';
import { ChurchSessionProvider } from '../session/church-session-provider';
import { ChurchI18nProvider } from './church-i18n-provider';
import { loadChurchModules } from './load-church-modules';
import { contributionsLoader } from './load-module-contributions';
import { notificationTargetLoader } from './load-notification-target';

const loadNotificationTarget = notificationTargetLoader(loadChurchModules);
const loadAccountLinks = contributionsLoader(loadChurchModules, 'accountLinks');
const loadLivePanels = contributionsLoader(loadChurchModules, 'livePanels');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    },
  });
}

export interface ProvidersProps {
  queryClient: QueryClient;
  clients: ApiClients;
  tenant: TenantLookup;
  appDomain: string;
  store?: ReturnType<typeof createStore>;
  /** The server renders each request in its church's language with an instance of its own. */
  i18n?: I18n;
  /** The page's origin, when it is not the browser's (the server rendering it). */
  origin?: string;
  children: ReactNode;
}

/**
 * Server cache, client state, translations, the API clients, where notifications open, what the
 * account menu links to and the live page's panels (from the modules that declare them), for everything below.
 */
export function Providers({ queryClient, clients, tenant, appDomain, store, i18n = activeI18n, origin, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ChurchI18nProvider i18n={i18n}>
          <DataAccessProvider clients={clients} tenant={tenant} appDomain={appDomain} {...(origin ? { origin } : {})}>
            <NotificationTargetsProvider load={loadNotificationTarget}>
              <AccountLinksProvider load={loadAccountLinks}>
                <LivePanelsProvider load={loadLivePanels}>
                  <ChurchSessionProvider>{children}</ChurchSessionProvider>
                </LivePanelsProvider>
              </AccountLinksProvider>
            </NotificationTargetsProvider>
          </DataAccessProvider>
        </ChurchI18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
