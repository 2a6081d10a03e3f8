import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicOrigin } from '@church/api-platform/config';
import type { Database } from '@church/api-platform/db/database';
import { CachedBody } from '@church/api-platform/http/cached-response';
import { sendPublic } from '@church/api-platform/http/public-response';
import type { CachedTenant } from '@church/api-platform/tenancy/cached-tenant';
import { churchSiteOrigin } from '@church/api-platform/tenancy/church-site-origin';
import type { ServerModule } from '@church/api-platform/server-module';
import { privateAreas, robotsTxt } from './robots-txt';
import { SITEMAP_MAX_URLS, sitemapXml } from './sitemap-xml';

export interface RobotsAndSitemapOptions {
  db: Database;
  /** The server modules: each declares its public pages (`sitemap`) and the code that switches it on. */
  modules: readonly ServerModule[];
  appDomain: string;
  publicOrigin: PublicOrigin;
}

const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';

/** The public pages of a church: those of every module it has switched on (or that every church has). */
async function publicPaths(modules: readonly ServerModule[], db: Database, tenant: CachedTenant): Promise<string[]> {
  const switchedOn = new Set(tenant.bootstrap.modulos.map((modulo) => modulo.codigo));
  const lists = await Promise.all(
    modules
      .filter((module) => module.sitemap && (module.code === undefined || switchedOn.has(module.code)))
      .map((module) => module.sitemap?.(db, tenant.church, SITEMAP_MAX_URLS) ?? []),
  );
  return [...new Set(lists.flat())];
}

function noChurch(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-cache').type(TEXT).send('No church is served under this host name.\n');
}

/**
 * Each church's robots.txt and sitemap.xml, for the church of the host: addresses on the church's own
 * host name (the request's when it is one of the church's, else its first custom domain or subdomain)
 * with the configured scheme and port. Both are made once per church and host name and kept with the
 * church in the tenant cache, so they are made again when the church changes, or after the cache's TTL
 * for new content. An unknown host gets 404; a church that is not active lets nothing be crawled.
 */
export async function robotsAndSitemap(app: FastifyInstance, { db, modules, appDomain, publicOrigin }: RobotsAndSitemapOptions) {
  const hidden = privateAreas(modules);
  const siteOf = (tenant: CachedTenant, request: FastifyRequest) =>
    churchSiteOrigin({ codigo: tenant.church.codigo, customHostnames: tenant.customHostnames }, appDomain, publicOrigin, request.hostname);

  async function serveRobots(request: FastifyRequest, reply: FastifyReply) {
    const tenant = await app.tenantCache.forHost(request.host);
    if (!tenant) return noChurch(reply);
    const site = siteOf(tenant, request);
    const body = tenant.memo(`robots.txt ${site}`, () =>
      CachedBody.of(robotsTxt(tenant.church.flagAtivo ? { open: true, sitemapUrl: `${site}/sitemap.xml`, privateAreas: hidden } : { open: false }), TEXT),
    );
    return sendPublic(request, reply, body);
  }

  async function serveSitemap(request: FastifyRequest, reply: FastifyReply) {
    const tenant = await app.tenantCache.forHost(request.host);
    if (!tenant?.church.flagAtivo) return noChurch(reply);
    const site = siteOf(tenant, request);
    const paths = await tenant.memo('public paths', () => publicPaths(modules, db, tenant));
    return sendPublic(request, reply, tenant.memo(`sitemap.xml ${site}`, () => CachedBody.of(sitemapXml(site, paths), XML)));
  }

  app.get('/robots.txt', serveRobots);
  app.get('/sitemap.xml', serveSitemap);
}
