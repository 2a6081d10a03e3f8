import type { FastifyRequest } from 'fastify';
import type { TenantBootstrap } from '@church/data-access/schemas';
import { tenantLookupForHost } from '@church/tenant';
import { notFound } from '../../http/problem';
import type { ChurchRepository } from './church-repository';
import { loadTenantBootstrap, type ShellSettings } from './tenant-bootstrap';

/** The handlers of openapi/bff.yaml. The tenant is the church of the request's host name. */
export function bffHandlers(churches: ChurchRepository, settings: ShellSettings) {
  return {
    async getTenantBootstrap(req: FastifyRequest): Promise<TenantBootstrap> {
      const lookup = tenantLookupForHost(req.host, settings.appDomain);
      const bootstrap = lookup ? await loadTenantBootstrap(churches, lookup, settings) : null;
      if (!bootstrap) throw notFound(`No church is served under '${req.host}'.`);
      return bootstrap;
    },
  };
}
