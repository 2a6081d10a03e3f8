import { readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tenantLookupForHost } from '@church/tenant';
import { PROBLEM_CONTENT_TYPE } from '../../http/problem';
import type { ChurchRepository } from '../church/church-repository';
import { loadTenantBootstrap, type ShellSettings } from '../church/tenant-bootstrap';
import { browserLanguage } from './admin-redirect';
import { renderIndexHtml } from './index-html';
import { unknownHostPage } from './unknown-host-page';

export interface WebRoutesOptions {
  /** The church-web build folder; null when it has not been built. */
  webDist: string | null;
  churches: ChurchRepository;
  shellSettings: ShellSettings;
}

const API_PREFIXES = ['/api/', '/bff/', '/chat/'];
const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>' +
  '<body><h1>The church web app has not been built</h1><p>Run <code>npm start</code>, which builds it.</p></body></html>';

/**
 * Serves the church-web production build: hashed assets with a long cache, and for every other GET
 * the index.html of the church of this host, with its bootstrap inlined. The shell handles routing.
 */
export async function webRoutes(app: FastifyInstance, options: WebRoutesOptions) {
  const { webDist, churches, shellSettings } = options;
  const template = webDist ? readFileSync(`${webDist}/index.html`, 'utf8') : null;

  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        const immutable = path.includes('/assets/');
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  async function renderShell(request: FastifyRequest, reply: FastifyReply) {
    const language = browserLanguage(request);
    const lookup = tenantLookupForHost(request.host, shellSettings.appDomain);
    const bootstrap = lookup ? await loadTenantBootstrap(churches, lookup, shellSettings) : null;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!bootstrap) return reply.status(404).send(unknownHostPage(language));
    if (!template) return reply.status(503).send(NOT_BUILT_PAGE);
    return reply.status(200).send(renderIndexHtml(template, bootstrap, language));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
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
