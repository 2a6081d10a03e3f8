import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, type StaticHandler, StaticRouterProvider } from 'react-router';
import { collectPageState, createApiClients, type PageState, seedTenantBootstrap, type TenantBootstrap } from '@church/data-access';
import type { SupportedLocale } from '@church/i18n';
import { type PageMeta, PageMetaCollectorProvider } from '@church/page-meta';
import type { ChurchModule, ChurchRouteHandle } from '@church/routing';
import { tenantLookupForHost } from '@church/tenant';
import { setHtmlPurifier } from '@church/ui';
import { listChurchModules } from 'virtual:church-modules';
import { firstPaintModules } from 'virtual:church-modules/first-paint';
import { createChurchRoutes, matchesNotFound, rendersHomeLayout } from '../app/church-routes';
import { moduleCodeOfArea } from '../app/product-route-table';
import { createQueryClient, Providers } from '../app/providers';
import { decideNavigation } from '../guards/decide-navigation';
import { homeSectionsOf } from '../layouts/enabled-home-sections';
import { PreloadedHomeSections } from '../layouts/use-module-home-sections';
import { prefetchPageData } from './prefetch-page-data';
import { serverI18n } from './server-i18n';

export interface RenderInput {
  /** `https://grace.example.org` — the page's origin as the visitor sees it. */
  origin: string;
  /** The path and search asked for. */
  url: string;
  /** The request's host (the church is looked up from it, as in the browser). */
  host: string;
  bootstrap: TenantBootstrap;
  locale: SupportedLocale;
  /** Answers the page's API calls (the server does it in-process). */
  fetch: typeof fetch;
}

export type RenderResult =
  /** The page's HTML for #root, its status, its meta and the query cache to hydrate with. */
  | { kind: 'page'; status: number; html: string; meta: PageMeta | null; state: PageState }
  /** The page goes elsewhere (a module the church has switched off goes home, §5). */
  | { kind: 'redirect'; location: string }
  /** A page that depends on who is signed in: the browser renders it. */
  | { kind: 'browser' };

// Rich text is sanitised on the server as in the browser: DOMPurify, on a window of jsdom's.
setHtmlPurifier(createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));

let allModules: Promise<ChurchModule[]> | undefined;

/** Every module's descriptor: the server knows every route at once (the browser discovers them). */
function loadAllModules(): Promise<ChurchModule[]> {
  allModules ??= Promise.all(listChurchModules(firstPaintModules).map((entry) => entry.load()));
  return allModules;
}

/**
 * React's streaming renderer, read out once everything (lazy pieces included) is ready. The web-streams
 * build, not the Node one: Node's keeps each render's request in an AsyncLocalStorage, and on Node 20
 * the first `run` turns on promise hooks for the life of the process, which made every later request
 * of the server, cached JSON included, about a quarter slower.
 */
async function renderToString(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element, {
    // Read out whole, so every Suspense boundary is complete: each stays in place. Left to its default
    // (12.8 KB), React moves a larger boundary's HTML to the end with an inline script to put it back,
    // which the pages' CSP refuses: the home passed it on 2026-11-29, and its sections stayed hidden until hydration.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      // A component that throws is rendered by the browser instead (its error boundary there).
      if (process.env.NODE_ENV !== 'test') console.error('server rendering:', error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

let handler: Promise<StaticHandler> | undefined;

/**
 * One handler for every request: building it compiles the whole route table (about 7 ms a page), and
 * the route modules it loads lazily stay loaded in it.
 */
function staticHandler(): Promise<StaticHandler> {
  handler ??= loadAllModules()
    .then((modules) => createStaticHandler(createChurchRoutes(modules)))
    .catch((error: unknown) => {
      handler = undefined;
      throw error;
    });
  return handler;
}

/**
 * The church site's page for a URL, rendered from the same routes and components as in the browser:
 * the route's data fetched first (what its handle declares), then rendered with React's streaming
 * renderer into HTML the browser hydrates with the same query cache.
 */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const { bootstrap } = input;
  const appDomain = bootstrap.config.appDomain;
  const tenant = tenantLookupForHost(input.host, appDomain) ?? { by: 'hostname' as const, hostname: input.host.split(':')[0] ?? '' };
  const handler = await staticHandler();
  const request = new Request(new URL(input.url, input.origin));
  const context = await handler.query(request);
  if (context instanceof Response) return { kind: 'redirect', location: context.headers.get('location') ?? '/' };

  const url = new URL(request.url);
  const handles = context.matches.map((match) => match.route.handle as ChurchRouteHandle | undefined);
  const church = bootstrap.igreja;
  const enabledModules = new Set(bootstrap.modulos.map((module) => module.codigo));
  if (church.flagAtivo) {
    // An unknown address in a module's area is still guarded by the module's code (its library's
    // manifest, or §2's table of the modules not built yet), as in the browser.
    const area = url.pathname.split('/').find(Boolean) ?? '';
    const guardedBy = matchesNotFound(context.matches) ? moduleCodeOfArea(area, listChurchModules(firstPaintModules)) : null;
    if (guardedBy) handles.push({ module: guardedBy });
    const decision = decideNavigation({ handles, enabledModules, loggedIn: false, pathname: url.pathname, search: url.search });
    const dependsOnLogin = handles.some((handle) => handle?.auth) || url.searchParams.get('requiresAuth') === 'true';
    if (dependsOnLogin) return { kind: 'browser' };
    if (decision) return { kind: 'redirect', location: decision };
  }

  const queryClient = createQueryClient();
  seedTenantBootstrap(queryClient, tenant, bootstrap);
  // The bootstrap travels in the page already: only what the page itself fetched is added to it.
  const seeded = new Set(queryClient.getQueryCache().getAll().map((query) => query.queryHash));
  const clients = createApiClients(input.origin, input.fetch);
  // The home shows the sections of the church's modules: rendered here too, with their data.
  const homeSections = church.flagAtivo && rendersHomeLayout(context.matches) ? homeSectionsOf(await loadAllModules(), enabledModules) : null;
  if (church.flagAtivo) {
    const params = context.matches.at(-1)?.params ?? {};
    await prefetchPageData(queryClient, [...handles, ...(homeSections ?? [])], { params, searchParams: url.searchParams, clients, church });
  }

  let meta: PageMeta | null = null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <StrictMode>
      <Providers
        queryClient={queryClient}
        clients={clients}
        tenant={tenant}
        appDomain={appDomain}
        store={createStore()}
        i18n={serverI18n(input.locale)}
        origin={input.origin}
      >
        <PreloadedHomeSections.Provider value={homeSections}>
          <PageMetaCollectorProvider collect={(collected) => (meta = collected)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageMetaCollectorProvider>
        </PreloadedHomeSections.Provider>
      </Providers>
    </StrictMode>,
  );
  const notFound = matchesNotFound(context.matches);
  const state = collectPageState(queryClient, seeded);
  return { kind: 'page', status: notFound ? 404 : context.statusCode, html, meta, state };
}
