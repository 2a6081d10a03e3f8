import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CachedBody } from '@church/api-platform/http/cached-response';
import { sendPublic } from '@church/api-platform/http/public-response';
import { webAppManifest } from './web-app-manifest';

export const MANIFEST_PATH = '/manifest.webmanifest';
const MANIFEST_TYPE = 'application/manifest+json';

/**
 * `/manifest.webmanifest`, the installable web app of the church of the host (index.html links to it):
 * made once per church and kept with it in the tenant cache, so it is made again when the church
 * changes; sent with its ETag (304 when the browser has it). An unknown host, or a church that is not
 * active (its site shows only its error page), gets 404.
 */
export async function webAppManifestRoute(app: FastifyInstance) {
  async function serveManifest(request: FastifyRequest, reply: FastifyReply) {
    const tenant = await app.tenantCache.forHost(request.host);
    if (!tenant?.church.flagAtivo) {
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('No church is served under this host name.\n');
    }
    const body = tenant.memo('manifest.webmanifest', () => CachedBody.of(JSON.stringify(webAppManifest(tenant.bootstrap)), MANIFEST_TYPE));
    return sendPublic(request, reply, body);
  }

  app.get(MANIFEST_PATH, serveManifest);
}
