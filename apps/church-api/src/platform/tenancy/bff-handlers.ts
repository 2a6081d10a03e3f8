import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/problem';
import { sendPublic } from '../http/public-response';
import type { TenantCache } from './tenant-cache';

/** The handlers of openapi/bff.yaml. The tenant is the church of the request's host name, from the tenant cache. */
export function bffHandlers(tenants: TenantCache) {
  return {
    async getTenantBootstrap(req: FastifyRequest, reply: FastifyReply) {
      const tenant = await tenants.forHost(req.host);
      if (!tenant) throw notFound(`No church is served under '${req.host}'.`);
      return sendPublic(req, reply, tenant.bootstrapBody);
    },
  };
}
