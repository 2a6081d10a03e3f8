import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@church/contracts-church';
import { CachedBody } from '@church/api-platform/http/cached-response';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { sendPublic } from '@church/api-platform/http/public-response';
import { shareAnswer } from '@church/api-platform/plugins/public-answers';
import type { CachedTenant } from '@church/api-platform/tenancy/cached-tenant';
import type { ChurchRepository } from '@church/api-platform/tenancy/church-repository';
import type { TenantCache } from '@church/api-platform/tenancy/tenant-cache';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

const NO_CLIENTES = CachedBody.of(JSON.stringify({ clientes: [] }), 'application/json; charset=utf-8');

/**
 * Answers with the operation's 200 made from the church's cached data, serialised once until the
 * church changes; to anonymous reads it is also kept in front of the app until then (at most a few seconds).
 */
function answer<Op extends keyof operations>(req: FastifyRequest, reply: FastifyReply, tenant: CachedTenant, op: Op, make: () => Ok<Op>) {
  shareAnswer(reply, { churchId: tenant.church.id, varyOn: ['accept-encoding'] });
  return sendPublic(req, reply, tenant.json(op, make));
}

/**
 * The handlers of the §7 "Church" calls (openapi/modules/church.yaml). A church that is not active is
 * only found by its code and host name, so that its site can show the error page (§4 "Bootstrap");
 * the calls scoped to a church (`x-church`) get an active one. What the bootstrap holds is answered
 * from the tenant cache, with ETags.
 */
export function churchHandlers(churches: ChurchRepository, tenants: TenantCache) {
  async function scopedTenant(req: FastifyRequest): Promise<CachedTenant> {
    const tenant = await tenants.byId(req.church.id);
    if (!tenant) throw notFound(`No church has the id ${req.church.id}.`);
    return tenant;
  }

  return {
    async getIgrejaByCodigo(req: Request<'getIgrejaByCodigo'>, reply: FastifyReply) {
      const tenant = await tenants.find('code', req.params.code);
      if (!tenant) throw notFound(`No church has the code '${req.params.code}'.`);
      return answer(req, reply, tenant, 'getIgrejaByCodigo', () => ({ status: true, igreja: tenant.bootstrap.igreja }));
    },
    async getIgrejaByHostname(req: Request<'getIgrejaByHostname'>, reply: FastifyReply) {
      const tenant = await tenants.find('hostname', req.query.hostname.toLowerCase());
      if (!tenant) return sendPublic(req, reply, NO_CLIENTES);
      return answer(req, reply, tenant, 'getIgrejaByHostname', () => ({ clientes: [...tenant.clientes] }));
    },
    async listMetodosPagamento(req: Request<'listMetodosPagamento'>, reply: FastifyReply) {
      const tenant = await scopedTenant(req);
      return answer(req, reply, tenant, 'listMetodosPagamento', () => ({ metodosPagamento: tenant.bootstrap.metodosPagamento }));
    },
    async listIgrejaAppMenu(req: Request<'listIgrejaAppMenu'>, reply: FastifyReply) {
      const tenant = await scopedTenant(req);
      return answer(req, reply, tenant, 'listIgrejaAppMenu', () => ({ igrejaAppMenus: tenant.bootstrap.igrejaAppMenus }));
    },
    async listModulos(req: Request<'listModulos'>, reply: FastifyReply) {
      const tenant = await scopedTenant(req);
      return answer(req, reply, tenant, 'listModulos', () => ({ modulos: tenant.bootstrap.modulos }));
    },
    async getIgrejaVisual(req: Request<'getIgrejaVisual'>, reply: FastifyReply) {
      const tenant = await scopedTenant(req);
      const { igrejaVisual } = tenant.bootstrap;
      if (!igrejaVisual) throw notFound(`The church ${req.church.id} is not active.`);
      return answer(req, reply, tenant, 'getIgrejaVisual', () => ({ igrejaVisual }));
    },
    async listBanners(req: Request<'listBanners'>, reply: FastifyReply) {
      const tenant = await scopedTenant(req);
      return answer(req, reply, tenant, 'listBanners', () => ({ banners: tenant.bootstrap.banners }));
    },
    async listClientes(req: Request<'listClientes'>): Promise<Ok<'listClientes'>> {
      const { organizacao, latitude, longitude } = req.query;
      if ((latitude === undefined) !== (longitude === undefined)) {
        const missing = latitude === undefined ? 'latitude' : 'longitude';
        throw new ProblemError(400, 'Bad Request', 'latitude and longitude go together.', {
          errors: [{ field: `query.${missing}`, message: 'is required when the other coordinate is given' }],
        });
      }
      if (!(await churches.getOrganizacao(organizacao))) throw notFound(`No organization has the slug '${organizacao}'.`);
      const position = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      return { clientes: await churches.listClientes(organizacao, position) };
    },
    async listCongregacoes(req: Request<'listCongregacoes'>): Promise<Ok<'listCongregacoes'>> {
      return { congregacoes: await churches.listCongregacoes(req.church.id) };
    },
    async getOrganizacao(req: Request<'getOrganizacao'>): Promise<Ok<'getOrganizacao'>> {
      const found = await churches.getOrganizacao(req.params.slug);
      if (!found) throw notFound(`No organization has the slug '${req.params.slug}'.`);
      return { organizacao: found };
    },
  };
}
