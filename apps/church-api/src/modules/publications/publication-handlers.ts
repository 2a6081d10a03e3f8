import type { operations } from '@church/contracts-publications';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { PublicationRepository } from './publication-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The publication calls (MOD_PUBLICACAO): the church's publication types, a page of its publications, and one by slug. */
export function publicationHandlers(publications: PublicationRepository) {
  return {
    async listPublicacaoTipos(req: Request<'listPublicacaoTipos'>): Promise<Ok<'listPublicacaoTipos'>> {
      const paging = pageOf(req.query);
      const { items, total } = await publications.listTypes(req.church.id, paging);
      return { publicacaoTipos: items, total, ...paging };
    },
    async listPublicacoes(req: Request<'listPublicacoes'>): Promise<Ok<'listPublicacoes'>> {
      const paging = pageOf(req.query);
      const { items, total } = await publications.list(req.church.id, req.query.tipo, paging);
      return { publicacoes: items, total, ...paging };
    },
    async getPublicacao(req: Request<'getPublicacao'>): Promise<Ok<'getPublicacao'>> {
      const found = await publications.findBySlug(req.church.id, req.params.publicacaoSlug);
      if (!found) throw notFound(`No publication has the slug '${req.params.publicacaoSlug}'.`);
      return { publicacao: found };
    },
  };
}
