import '@church/ui/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { RequestHandler } from 'msw';
import { type ComponentType, createContext, type ReactNode, useContext, useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import {
  type ApiClients,
  churchKeys,
  createApiClients,
  createSessionController,
  DataAccessProvider,
  type Igreja,
  refreshTokenStorage,
  SessionProvider,
  type SessionController,
} from '@church/data-access';
import { ChurchTimeZoneProvider } from '@church/i18n';
import { accountAtom, churchAccountAtom, credentialsAtom, sessionStatusAtom, STORE_KEY } from '@church/state';
import type { MetodoPagamento } from '@church/contracts-church';
import type { TenantLookup } from '@church/tenant';
import type { ChurchStoryParameters as StoryParameters } from '@church/testing/mock-api';
import { churchDataHandlers, memberHandlers, storyChurch, storyChurchAccount, storyMember, storyModules } from './story-church';

type ChurchStoryParameters = StoryParameters<Igreja>;

/** The story church's payment methods (grace's): every one served by the sandbox. */
const storyPaymentMethods: MetodoPagamento[] = (['CARTAO_CREDITO', 'CARTEIRA_DIGITAL', 'ACH'] as const).map((codigo, index) => ({
  id: index + 1,
  codigo,
  nome: codigo,
  idGatewayPagamento: null,
  provedor: 'sandbox',
  chavePublicavel: null,
}));

/** Mock Service Worker, as a service worker in the browser or `setupServer` in the jsdom tests. */
export interface MockApi {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
}

interface ChurchStorySetup {
  /** The story's church: the fixture's (grace's), with what the story's `church` parameter changes. */
  church: Igreja;
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  clients: ApiClients;
  tenant: TenantLookup;
  session: SessionController;
}

// Stories render in English with the source messages the macros carry outside production builds.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function storyHandlers(parameters: ChurchStoryParameters): RequestHandler[] {
  const handlers = parameters.msw?.handlers ?? [];
  const list = Array.isArray(handlers) ? handlers : Object.values(handlers);
  return list.flat().filter((handler): handler is RequestHandler => Boolean(handler));
}

/**
 * A fresh church site for one story: query cache with the church in it (the shell renders routes
 * only once the church is there), client state, API clients on this page's origin and the session,
 * signed in when the story asks for a member.
 */
function createChurchStory(parameters: ChurchStoryParameters): ChurchStorySetup {
  const church: Igreja = { ...storyChurch, ...parameters.church };
  const tenant: TenantLookup = { by: 'codigo', codigo: church.codigo };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0, refetchOnWindowFocus: false, staleTime: 60_000 } },
  });
  queryClient.setQueryData(churchKeys.church(tenant), church);
  queryClient.setQueryData(churchKeys.modules(church.slug), storyModules);
  // The church's payment methods come with its bootstrap, as on a real page: the sandbox takes them unless the story says otherwise.
  queryClient.setQueryData(churchKeys.paymentMethods(church.slug), parameters.paymentMethods ?? storyPaymentMethods);
  // Nothing of the previous story's session survives in the browser's storages.
  globalThis.sessionStorage?.removeItem(STORE_KEY);
  refreshTokenStorage.clear();
  const store = createStore();
  store.set(sessionStatusAtom, 'settled');
  if (parameters.session === 'member') {
    const churchAccount = storyChurchAccount(church);
    store.set(credentialsAtom, { token: 'story-access-token', refreshToken: 'story-refresh-token' });
    store.set(accountAtom, { id: storyMember.id });
    store.set(churchAccountAtom, { id: churchAccount.id, idIgreja: churchAccount.idIgreja });
  }
  // Absolute, so that Node's fetch takes it in the jsdom tests too.
  const clients = createApiClients(globalThis.location?.origin ?? 'http://localhost');
  const session = createSessionController({ clients, store, queryClient, igrejaId: church.id, onUnauthorized: () => undefined });
  return { church, queryClient, store, clients, tenant, session };
}

/** The story, rendered by the decorator; the router, made once, shows the current one. */
const StoryContext = createContext<ReactNode>(null);

function CurrentStory() {
  return useContext(StoryContext);
}

/** Where a story's page sent the person, since the story renders only its own route. */
function AnotherPage() {
  const location = useLocation();
  return (
    <section aria-label="Another page">
      <p>{`${location.pathname}${location.search}`}</p>
    </section>
  );
}

function StoryRouter({ parameters, children }: { parameters: ChurchStoryParameters; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(
      parameters.routePath
        ? [
            { path: parameters.routePath, element: children },
            { path: '*', element: <AnotherPage /> },
          ]
        : [{ path: '*', element: children }],
      { initialEntries: [parameters.route ?? '/'] },
    ),
  );
  // What react-router/dom's RouterProvider adds, without its second copy of react-router in Node.
  return <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />;
}

/**
 * A story renders as the shell renders a page: in the church's time zone (its `fusoHorario`; grace's
 * America/New_York, or the zone a story's `church` gives, as America/Sao_Paulo for a Brazilian church),
 * whatever the zone of the machine that shows or tests it, so that it shows what a visitor of that church sees.
 */
function ChurchStory({ setup, parameters, Story }: { setup: ChurchStorySetup; parameters: ChurchStoryParameters; Story: ComponentType }) {
  const { church, queryClient, store, clients, tenant, session } = setup;
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <ChurchTimeZoneProvider value={church.fusoHorario}>
            <DataAccessProvider clients={clients} tenant={tenant} appDomain="localhost">
              <SessionProvider load={async () => session}>
                <StoryContext.Provider value={<Story />}>
                  <StoryRouter parameters={parameters}>
                    <CurrentStory />
                  </StoryRouter>
                </StoryContext.Provider>
              </SessionProvider>
            </DataAccessProvider>
          </ChurchTimeZoneProvider>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

/** The Storybook project annotations of the church site, with the mock API of the environment. */
export function churchPreview(mockApi: () => Promise<MockApi>): Preview {
  const prepareStory: Loader = async (context) => {
    const parameters = context.parameters as ChurchStoryParameters;
    const setup = createChurchStory(parameters);
    const api = await mockApi();
    api.resetHandlers();
    api.use(...storyHandlers(parameters), ...churchDataHandlers(), ...(parameters.session === 'member' ? memberHandlers(setup.church) : []));
    return { churchStory: setup };
  };

  const withChurch: Decorator = (Story, context) => {
    const parameters = context.parameters as ChurchStoryParameters;
    // A story rendered without its loaders (a plain render in a test) still gets a church, without mocks.
    const setup = (context.loaded?.churchStory as ChurchStorySetup | undefined) ?? createChurchStory(parameters);
    return <ChurchStory setup={setup} parameters={parameters} Story={Story} />;
  };

  return {
    parameters: {
      layout: 'fullscreen',
      controls: { matchers: { color: /(background|color)$/i } },
    },
    loaders: [prepareStory],
    decorators: [withChurch],
  };
}
