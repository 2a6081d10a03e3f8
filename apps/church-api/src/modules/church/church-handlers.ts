import type { FastifyRequest } from 'fastify';
import type { ApiOperations } from '@church/data-access/schemas';
import { notFound, ProblemError } from '../../http/problem';
import type { ChurchRepository } from './church-repository';

type Params<Op extends keyof ApiOperations> = ApiOperations[Op]['parameters'];
type Request<Op extends keyof ApiOperations> = FastifyRequest<{
  Params: NonNullable<Params<Op>['path']>;
  Querystring: NonNullable<Params<Op>['query']>;
}>;
type Ok<Op extends keyof ApiOperations> = ApiOperations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The handlers of the §7 "Church" calls, named by the operationIds of openapi/api.v1.yaml. */
export function churchHandlers(churches: ChurchRepository) {
  async function requireSlug(slug: string) {
    const found = await churches.findIgrejaBySlug(slug);
    if (!found) throw notFound(`No church has the slug '${slug}'.`);
    return found;
  }
  async function requireId(id: number) {
    if (!(await churches.igrejaExists(id))) throw notFound(`No church has the id ${id}.`);
  }

  return {
    async getIgrejaByCodigo(req: Request<'getIgrejaByCodigo'>): Promise<Ok<'getIgrejaByCodigo'>> {
      const found = await churches.findIgrejaByCodigo(req.params.code);
      if (!found) throw notFound(`No church has the code '${req.params.code}'.`);
      return { status: true, igreja: found };
    },
    async getIgrejaByHostname(req: Request<'getIgrejaByHostname'>): Promise<Ok<'getIgrejaByHostname'>> {
      return { clientes: await churches.findClientesByHostname(req.query.hostname) };
    },
    async listMetodosPagamento(req: Request<'listMetodosPagamento'>): Promise<Ok<'listMetodosPagamento'>> {
      const found = await requireSlug(req.params.slug);
      return { metodosPagamento: await churches.listMetodosPagamento(found.id) };
    },
    async listIgrejaAppMenu(req: Request<'listIgrejaAppMenu'>): Promise<Ok<'listIgrejaAppMenu'>> {
      await requireId(req.query.igreja);
      return { igrejaAppMenus: await churches.listMenu(req.query.igreja) };
    },
    async listModulos(req: Request<'listModulos'>): Promise<Ok<'listModulos'>> {
      const found = await requireSlug(req.params.slug);
      return { modulos: await churches.listModulos(found.id) };
    },
    async getIgrejaVisual(req: Request<'getIgrejaVisual'>): Promise<Ok<'getIgrejaVisual'>> {
      const found = await requireSlug(req.params.slug);
      return { igrejaVisual: await churches.getVisual(found.id) };
    },
    async listBanners(req: Request<'listBanners'>): Promise<Ok<'listBanners'>> {
      await requireId(req.query.igreja);
      return { banners: await churches.listBanners(req.query.igreja) };
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
      await requireId(req.query.igreja);
      return { congregacoes: await churches.listCongregacoes(req.query.igreja) };
    },
    async getOrganizacao(req: Request<'getOrganizacao'>): Promise<Ok<'getOrganizacao'>> {
      const found = await churches.getOrganizacao(req.params.slug);
      if (!found) throw notFound(`No organization has the slug '${req.params.slug}'.`);
      return { organizacao: found };
    },
  };
}
