import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstHostLabel } from '@church/tenant';

/** The first two letters of the browser's preferred language, English when it sends none. */
export function browserLanguage(request: FastifyRequest): string {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(first) ? first : 'en';
}

/**
 * /admin and /admin/recover-password send staff to the external admin site (§2 "Other"), naming the
 * church by its code: the church the host serves (its subdomain, or a custom host name such as
 * www.gracechurch.test), else the host's first label.
 */
export async function adminRedirectRoutes(app: FastifyInstance, options: { adminUrl: string }) {
  const target = async (request: FastifyRequest, page: string) => {
    const url = new URL(page, options.adminUrl.endsWith('/') ? options.adminUrl : `${options.adminUrl}/`);
    url.searchParams.set('lang', browserLanguage(request));
    const tenant = await app.tenantCache.forHost(request.host);
    url.searchParams.set('church', tenant?.church.codigo ?? firstHostLabel(request.host));
    return url.toString();
  };
  app.get('/admin', async (request, reply) => reply.redirect(await target(request, 'login'), 302));
  app.get('/admin/recover-password', async (request, reply) => reply.redirect(await target(request, 'recover-password'), 302));
}
