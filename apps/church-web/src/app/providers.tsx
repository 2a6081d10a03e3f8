import { i18n as activeI18n, type I18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { type ApiClients, DataAccessProvider } from '@church/data-access';
import { AccountLinksProvider, LivePanelsProvider, NotificationTargetsProvider, ScheduleServiceExtrasProvider, TicketContentPanelsProvider } from '@church/routing';
import type { TenantLookup } from '@church/tenant';
import { ChurchSessionProvider } from '../session/church-session-provider';
import { ChurchI18nProvider } from './church-i18n-provider';
import { loadChurchModules } from './load-church-modules';
import type { ContributionPoint, Contributions } from './load-module-contributions';
import { notificationTargetLoader } from './load-notification-target';

const loadNotificationTarget = notificationTargetLoader(loadChurchModules);
/**
 * The contributions to one extension point; the code that resolves them loads with the first page that
 * asks for some (the account menu, the live page, the schedule, a ticket's exclusive content), not with
 * the church home.
 */
const contributionsTo =
  <K extends ContributionPoint>(point: K) =>
  async (enabledCodes: ReadonlySet<string>): Promise<Contributions[K][]> =>
    (await import('./load-module-contributions')).contributionsLoader(loadChurchModules, point)(enabledCodes);
const loadAccountLinks = contributionsTo('accountLinks');
const loadLivePanels = contributionsTo('livePanels');
const loadScheduleServiceExtras = contributionsTo('scheduleServiceExtras');
const loadTicketContentPanels = contributionsTo('ticketContentPanels');

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
 * account menu links to, the live page's panels, the schedule's extras under its services and the
 * panels beside a ticket's exclusive content (from the modules that declare them), for everything below.
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
                  <ScheduleServiceExtrasProvider load={loadScheduleServiceExtras}>
                    <TicketContentPanelsProvider load={loadTicketContentPanels}>
                      <ChurchSessionProvider>{children}</ChurchSessionProvider>
                    </TicketContentPanelsProvider>
                  </ScheduleServiceExtrasProvider>
                </LivePanelsProvider>
              </AccountLinksProvider>
            </NotificationTargetsProvider>
          </DataAccessProvider>
        </ChurchI18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
