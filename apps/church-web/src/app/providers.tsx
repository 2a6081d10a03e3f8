import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { type ApiClients, DataAccessProvider } from '@church/data-access';
import { ChurchSessionProvider } from '../session/church-session-provider';
import type { TenantLookup } from '@church/tenant';

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
  children: ReactNode;
}

/** Server cache, client state, translations and the API clients, for everything below. */
export function Providers({ queryClient, clients, tenant, appDomain, store, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <DataAccessProvider clients={clients} tenant={tenant} appDomain={appDomain}>
            <ChurchSessionProvider>{children}</ChurchSessionProvider>
          </DataAccessProvider>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
