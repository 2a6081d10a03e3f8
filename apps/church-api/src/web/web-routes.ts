import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { churchLocale, resolveLocale, type SupportedLocale } from '@church/i18n/locale';
import type { PublicOrigin } from '@church/api-platform/config';
import type { AppMetrics } from '@church/api-platform/metrics/app-metrics';
import { labelRoute } from '@church/api-platform/plugins/metrics';
import { CachedBody, sendCached } from '@church/api-platform/http/cached-response';
import { CREDENTIAL_PARAMETERS, redactedUrl } from '@church/api-platform/http/log-serializers';
import { PROBLEM_CONTENT_TYPE } from '@church/api-platform/http/problem';
import { keepNotFoundAnswer, shareAnswer } from '@church/api-platform/plugins/public-answers';
import type { CachedTenant } from '@church/api-platform/tenancy/cached-tenant';
import { churchSiteOrigin } from '@church/api-platform/tenancy/church-site-origin';
import type { TenantCache } from '@church/api-platform/tenancy/tenant-cache';
import { browserLanguage } from './admin-redirect';
import { renderIndexHtml } from './index-html';
import { churchMeta, churchStructuredData, pageHeadTags } from './page-head';
import { inProcessAnswers, inThisThread, loadPageRenderer, type ServerPageRenderer } from './page-renderer';
import { type RenderedPageEntry, RenderedPages } from './rendered-pages';
import { RENDER_TIMEOUT_MS, RenderWorkers } from './render-workers';
import { startAfterPaint } from './start-after-paint';
import { unknownHostPage } from './unknown-host-page';

/** The extensions of the files the site serves (built assets, media, the demo's files, uploads). */
const FILE_EXTENSION = /\.(js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|mp4|webm|m3u8|ts|m4s|mp3|m4a|ogg|pdf|wasm|zip)$/i;

export interface WebRoutesOptions {
  /** The church-web build folder; null when it has not been built. */
  webDist: string | null;
  /** The churches by host name, kept in memory until one changes. */
  tenants: TenantCache;
  /** Church subdomains live under it; with the church's custom host names, what its addresses may name. */
  appDomain: string;
  /** The scheme (and port) visitors reach the site with, for the pages' canonical addresses. */
  publicOrigin: PublicOrigin;
  /** The approximate bytes of rendered pages kept (RENDERED_PAGES_MAX_BYTES). */
  maxPageBytes: number;
  /** The worker threads rendering the pages (RENDER_WORKERS); 0 renders them in the server's thread. */
  renderWorkers: number;
  /** Where the rendered pages' cache reports its counts. */
  metrics: AppMetrics;
}

/** A CDN may keep a page a few seconds; a browser asks again each time (and gets a 304 when it has it). */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=10, must-revalidate';

/**
 * A page is rendered per host, address and language. The language is the church's; only a church
 * without one gets the browser's, and only its pages vary on Accept-Language.
 */
const PAGE_VARIES_ON = ['accept-encoding'];
const PAGE_IN_BROWSER_LANGUAGE_VARIES_ON = ['accept-encoding', 'accept-language'];

const API_PREFIXES = ['/api/', '/bff/', '/chat/'];
/** The metrics' route label of every church page (they have no route of their own: the not-found handler renders them). */
const CHURCH_PAGE_ROUTE = '(church page)';
const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>' +
  '<body><h1>The church web app has not been built</h1><p>Run <code>npm start</code>, which builds it.</p></body></html>';

/**
 * The build's server renderer, in `workers` worker threads (their heaps in the metrics), or in this
 * thread when 0; null when the build has none.
 */
async function pageRendererOf(webDist: string, workers: number, metrics: AppMetrics): Promise<ServerPageRenderer | null> {
  if (workers === 0) {
    const renderer = await loadPageRenderer(webDist);
    return renderer && inThisThread(renderer);
  }
  const heaps = metrics.gauge({ name: 'render_thread_heap_bytes', help: "Each render thread's V8 heap, after its latest render", labelNames: ['thread'] });
  return RenderWorkers.start(webDist, workers, RENDER_TIMEOUT_MS, (thread, bytes) => heaps.set(bytes, { thread: thread + 1 }));
}

/**
 * Serves the church-web production build: hashed assets with a long cache, and for every other GET the
 * church page of this host: rendered on the server from the app's own routes (public pages), with its
 * head for link previews and its data for hydration, or left to the browser (pages that depend on who
 * is signed in). Rendered pages are kept a few seconds per host, address and language.
 */
export async function webRoutes(app: FastifyInstance, options: WebRoutesOptions) {
  const { webDist, tenants, appDomain, publicOrigin, metrics } = options;
  const template = webDist ? readFileSync(`${webDist}/index.html`, 'utf8') : null;
  const renderer = webDist ? await pageRendererOf(webDist, options.renderWorkers, metrics) : null;
  if (renderer instanceof RenderWorkers) app.addHook('onClose', () => renderer.close());
  const pages = new RenderedPages(Date.now, { maxBytes: options.maxPageBytes });
  metrics.watchCache('rendered-pages', () => pages.stats());
  const start = template ? startAfterPaint(template) : null;
  const startBody = start ? CachedBody.of(start.source, 'text/javascript; charset=utf-8') : null;
  const stopHearing = tenants.onChange((churchId) => (churchId === null ? pages.clear() : pages.dropChurch(churchId)));
  app.addHook('onClose', async () => stopHearing());

  if (start && startBody) {
    app.get(start.path, (request, reply) => sendCached(request, reply, startBody, 'public, max-age=31536000, immutable'));
  }

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/server/'),
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  async function renderChurchPage(request: FastifyRequest, tenant: CachedTenant, locale: SupportedLocale, page: string): Promise<RenderedPageEntry> {
    const { bootstrap } = tenant;
    // The page's addresses (canonical, og:url, images) from the church's own host names and the
    // configured scheme and port, never from the Host header, as for the links in its mail.
    const origin = churchSiteOrigin({ codigo: tenant.church.codigo, customHostnames: tenant.customHostnames }, appDomain, publicOrigin, request.hostname);
    const rendered = renderer
      ? await renderer.renderPage({ origin, url: request.url, host: request.host, bootstrap, locale, answers: inProcessAnswers(app, request.host) })
      : ({ kind: 'browser' } as const);
    if (rendered.kind === 'redirect') {
      return { status: 302, body: CachedBody.of(rendered.location, 'text/plain; charset=utf-8'), churchId: bootstrap.igreja.id };
    }
    const canonicalUrl = `${origin}${page}`;
    const meta =
      rendered.kind === 'page' && rendered.meta
        ? rendered.meta
        : { ...churchMeta(bootstrap), ...(page === '/' ? { structuredData: churchStructuredData(bootstrap, origin) } : {}) };
    const html = renderIndexHtml(template ?? '', {
      bootstrap,
      locale,
      head: pageHeadTags({ bootstrap, meta, canonicalUrl, origin, locale }),
      ...(rendered.kind === 'page' ? { body: rendered.html, pageState: rendered.state, ...(start ? { startScript: start.path } : {}) } : {}),
    });
    return { status: rendered.kind === 'page' ? rendered.status : 200, body: CachedBody.of(html, 'text/html; charset=utf-8'), churchId: bootstrap.igreja.id };
  }

  async function renderShell(request: FastifyRequest, reply: FastifyReply) {
    labelRoute(request, CHURCH_PAGE_ROUTE);
    const language = browserLanguage(request);
    const tenant = await tenants.forHost(request.host);
    if (!tenant) return reply.status(404).header('cache-control', 'no-cache').header('vary', 'Accept-Language').type('text/html; charset=utf-8').send(unknownHostPage(language));
    if (!template) return reply.status(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);

    const address = new URL(request.url, 'http://page.invalid');
    const carriesCredentials = CREDENTIAL_PARAMETERS.some((name) => address.searchParams.has(name));
    for (const name of CREDENTIAL_PARAMETERS) address.searchParams.delete(name);
    const page = `${address.pathname}${address.search}`;
    const locale = resolveLocale({ idioma: tenant.bootstrap.igreja.idioma, browserLanguage: language });
    const inBrowserLanguage = churchLocale(tenant.bootstrap.igreja.idioma) === null;
    const render = () => renderChurchPage(request, tenant, locale, page);
    // An address with a token is rendered for this request only: it is never kept (nor logged, nor cached by the service worker).
    const entry = carriesCredentials
      ? await render()
      : await pages.get(`${request.host}\n${page}\n${locale}`, render);
    if (!entry) throw new Error(`The page ${redactedUrl(request.url)} could not be rendered`);
    if (entry.status === 302) return reply.redirect(entry.body.body.toString('utf8'), 302);
    const personal = carriesCredentials || request.headers.authorization !== undefined || request.headers.cookie !== undefined;
    // A page given stale is not kept in front of the app: it would be given on for the answers' TTL.
    if (!personal && !entry.stale) shareAnswer(reply, { churchId: entry.churchId, varyOn: inBrowserLanguage ? PAGE_IN_BROWSER_LANGUAGE_VARIES_ON : PAGE_VARIES_ON });
    return sendCached(request, reply, entry.body, personal ? 'private, no-cache' : PUBLIC_PAGE_CACHE, {
      status: entry.status,
      alsoVaryOn: inBrowserLanguage ? ['Accept-Language'] : [],
    });
  }

  app.addHook('onSend', keepNotFoundAnswer);
  // A missing file is a 404 of its own; any other address is a page (whose router says whether it
  // exists), dots and all: /bible/John.3 or a note's /user/notes/retreat.notes.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = FILE_EXTENSION.test(path);
    const wantsPage = isRead && !looksLikeFile && !API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (wantsPage) return renderShell(request, reply);
    return reply.status(404).type(PROBLEM_CONTENT_TYPE).send({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      detail: `No route ${request.method} ${path}.`,
    });
  });
}
