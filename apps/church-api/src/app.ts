import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '@church/api-platform/config';
import type { DatabaseHandle } from '@church/api-platform/db/database';
import { lazyChildLoggerFactory } from '@church/api-platform/http/lazy-request-logger';
import { PublicAnswerCache } from '@church/api-platform/http/public-answer-cache';
import { servingPublicAnswersFirst } from '@church/api-platform/http/public-answer-server';
import { withRedactedRequests } from '@church/api-platform/http/log-serializers';
import { loadSpecification } from '@church/api-platform/http/openapi-specification';
import { bffHandlers } from '@church/api-platform/tenancy/bff-handlers';
import { healthRoutes } from './health/health-routes';
import { loadServerModules } from './load-server-modules';
import { adminRedirectRoutes } from './web/admin-redirect';
import { robotsAndSitemap } from './web/robots-and-sitemap';
import { webAppManifestRoute } from './web/web-app-manifest-route';
import { webRoutes } from './web/web-routes';
import { authenticationPlugin } from '@church/api-platform/plugins/authentication';
import { churchScope } from '@church/api-platform/plugins/church-scope';
import { compression } from '@church/api-platform/plugins/compression';
import { contractRoutes } from '@church/api-platform/plugins/contract-routes';
import { hostHeader } from '@church/api-platform/plugins/host-header';
import { tenantCachePlugin } from '@church/api-platform/plugins/tenant-cache';
import { moduleRoutes } from '@church/api-platform/plugins/module-routes';
import { AppMetrics } from '@church/api-platform/metrics/app-metrics';
import { metricsPlugin } from '@church/api-platform/plugins/metrics';
import { platformHttp } from '@church/api-platform/platform-http';
import { platformServices } from '@church/api-platform/platform-services';
import { frameworkErrorProblem, problemHandler } from '@church/api-platform/plugins/problem-handler';
import { publicAnswers } from '@church/api-platform/plugins/public-answers';
import { responseContract } from '@church/api-platform/plugins/response-contract';
import { securityHeaders, withAddedSources } from '@church/api-platform/plugins/security-headers';

export interface BuildAppOptions {
  config: AppConfig;
  /** A migrated database; the app closes it when it closes. */
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Check every JSON response against its OpenAPI schema (tests turn it on). */
  validateResponses?: boolean;
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    mediaSrc: ["'self'", 'https:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * What the providers' own fields need. Stripe (its CSP guide): its script, its frames (the card fields,
 * and 3DS on hooks.stripe.com) and its API. Mercado Pago: MercadoPago.js from sdk.mercadopago.com, its
 * secure fields' frames and the API they post the card to (api.mercadopago.com), and its fraud
 * prevention's script and calls on Mercado Libre's domains (mlstatic.com, mercadolibre.com). Only the
 * pages that pay get them (the modules' `payingAreas`).
 */
const payingSources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://sdk.mercadopago.com', 'https://*.mlstatic.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://sdk.mercadopago.com', 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  connectSrc: ['https://api.stripe.com', 'https://api.mercadopago.com', 'https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  imgSrc: ['https://*.stripe.com', 'https://*.mlstatic.com', 'https://*.mercadopago.com'],
};

/**
 * What a page that plays a church's HLS stream through hls.js needs (hls.js's CSP notes): Media Source
 * Extensions play from `blob:` addresses; hls.js reads the playlist and segments with fetch/XHR from
 * the host the church streams on, which is the church's choice (any CDN), so any https host; and it
 * transmuxes in a worker made from a `blob:` address (the site's own service worker stays allowed).
 * Images may already come from any https host on every page, so reads open no new way out of the page.
 */
const streamingSources = {
  mediaSrc: ['blob:'],
  connectSrc: ['https:'],
  workerSrc: ["'self'", 'blob:'],
};

/** Public answers kept in front of the app (church bootstraps and rendered pages, per encoding and language), besides their size bound. */
const PUBLIC_ANSWERS_KEPT = 5_000;

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Builds the whole server: external plugins, the app's own (problems, Host, authentication, tenant and
 * public answer caches, church scope), every server module of src/modules under /api/v1, then the BFF,
 * /admin, robots.txt, sitemap.xml, the web app manifest and the church-web build with its tenant
 * bootstrap. Its HTTP server answers anonymous reads the app marked shareable from the public answer
 * cache. Tests use it with inject(), which goes straight to the app.
 */
export async function buildApp({ config, database, logger = false, validateResponses = false }: BuildAppOptions): Promise<FastifyInstance> {
  const publicAnswerCache = new PublicAnswerCache({ maxAnswers: PUBLIC_ANSWERS_KEPT, maxBytes: config.caches.publicAnswersBytes });
  const metrics = new AppMetrics();
  metrics.watchCache('public-answers', () => publicAnswerCache.cacheStats());
  const app = Fastify({
    logger: withRedactedRequests(logger),
    ...(logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // A hop count trusts that many proxies in front (Fastify's types lack the number form).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkErrorProblem,
    serverFactory: servingPublicAnswersFirst(publicAnswerCache),
    // Loading the server renderer's bundle and every module's services is slow on a busy two-core machine
    // (Fastify's 10 s default was reached once with the load at 10); a plugin that truly hangs still fails the start.
    pluginTimeout: 120_000,
  });
  app.addHook('onClose', () => database.close());

  const modules = await loadServerModules();
  const areasOf = (field: 'payingAreas' | 'streamingAreas' | 'embedAreas') => [...new Set(modules.flatMap((module) => module[field] ?? []))];
  const pageSources = [
    { areas: areasOf('payingAreas'), sources: payingSources },
    { areas: areasOf('streamingAreas'), sources: streamingSources },
  ];
  const embeddable = {
    areas: areasOf('embedAreas'),
    // The tenant cache is the app's (registered below); a request reaches this only once it is there.
    ancestorsOf: async (request: FastifyRequest) => (await app.tenantCache.forHost(request.host))?.embedOrigins ?? [],
  };
  const connectSources = [...new Set(modules.flatMap((module) => module.connectSources?.(config.env) ?? []))];
  const pagePolicy = connectSources.length > 0 ? withAddedSources(contentSecurityPolicy, { connectSrc: connectSources }) : contentSecurityPolicy;
  await app.register(securityHeaders, { contentSecurityPolicy: pagePolicy, crossOriginEmbedderPolicy: false, pageSources, embeddable });
  await app.register(compression);

  await app.register(problemHandler);
  await app.register(metricsPlugin, { metrics, token: config.metricsToken });
  await app.register(hostHeader);
  if (validateResponses) await app.register(responseContract);
  await app.register(authenticationPlugin, { database, ...config.authentication });
  await app.register(tenantCachePlugin, { database, appDomain: config.appDomain, adminUrl: config.adminUrl, ttlMs: config.tenantCacheTtlMs, maxBytes: config.caches.tenantBytes });
  metrics.watchCache('tenant-churches', () => app.tenantCache.stats().churches);
  metrics.watchCache('tenant-names', () => app.tenantCache.stats().names);
  await app.register(publicAnswers, { cache: publicAnswerCache, tenants: app.tenantCache });
  await app.register(churchScope, { findChurch: async (kind, value) => (await app.tenantCache.find(kind, value))?.church ?? null });

  await app.register(healthRoutes, { database });
  const platform = platformServices(database, config, app.authentication, metrics);
  await app.register(platformHttp, { platform });
  await app.register(moduleRoutes, { modules, database, config, platform });

  await app.register(contractRoutes, { specification: loadSpecification('bff.yaml'), serviceHandlers: bffHandlers(app.tenantCache), prefix: '/bff' });
  await app.register(adminRedirectRoutes, { adminUrl: config.adminUrl });
  await app.register(robotsAndSitemap, { db: database.db, modules, appDomain: config.appDomain, publicOrigin: config.publicOrigin });
  await app.register(webAppManifestRoute);
  await app.register(webRoutes, {
    webDist: config.webDist,
    tenants: app.tenantCache,
    appDomain: config.appDomain,
    publicOrigin: config.publicOrigin,
    maxPageBytes: config.caches.renderedPagesBytes,
    renderWorkers: config.renderWorkers,
    metrics,
  });
  return app;
}
