import { notFound } from '../../http/problem';
import { type OperationOk as Ok, type OperationRequest as Request, pageOf } from '../media-http';
import type { PublicationRepository } from './publication-repository';

/** The publication calls (MOD_PUBLICACAO), named by the operationIds of openapi/api.v1.yaml. */
export function publicationHandlers(publications: PublicationRepository) {
  async function requireChurch(slug: string): Promise<number> {
    const id = await publications.churchIdBySlug(slug);
    if (id === null) throw notFound(`No church has the slug '${slug}'.`);
    return id;
  }

  return {
    async listPublicacaoTipos(req: Request<'listPublicacaoTipos'>): Promise<Ok<'listPublicacaoTipos'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const paging = pageOf(req.query);
      const { items, total } = await publications.listTypes(igrejaId, paging);
      return { publicacaoTipos: items, total, ...paging };
    },
    async listPublicacoes(req: Request<'listPublicacoes'>): Promise<Ok<'listPublicacoes'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const paging = pageOf(req.query);
      const { items, total } = await publications.list(igrejaId, req.query.tipo, paging);
      return { publicacoes: items, total, ...paging };
    },
    async getPublicacao(req: Request<'getPublicacao'>): Promise<Ok<'getPublicacao'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const found = await publications.findBySlug(igrejaId, req.params.publicacaoSlug);
      if (!found) throw notFound(`No publication has the slug '${req.params.publicacaoSlug}'.`);
      return { publicacao: found };
    },
  };
}
