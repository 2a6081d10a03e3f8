import { notFound } from '../../http/problem';
import { type OperationOk as Ok, type OperationRequest as Request, pageOf } from '../media-http';
import type { StudyRepository } from './study-repository';

/**
 * The study calls of §7 "Groups and studies" (MOD_CELULA), named by the operationIds of
 * openapi/api.v1.yaml.
 *
 * Not yet enforced here: when a church's configuration says members only
 * (`flagConteudoPublico` false), these calls should refuse a request without a signed-in member of
 * that church. That needs the sign-in helper (src/plugins/authentication.ts), which does not exist
 * yet; every demo church's studies are seeded public meanwhile.
 */
export function studyHandlers(studies: StudyRepository) {
  async function requireChurch(slug: string): Promise<number> {
    const id = await studies.churchIdBySlug(slug);
    if (id === null) throw notFound(`No church has the slug '${slug}'.`);
    return id;
  }

  return {
    async getConfiguracaoEstudo(req: Request<'getConfiguracaoEstudo'>): Promise<Ok<'getConfiguracaoEstudo'>> {
      const igrejaId = await requireChurch(req.params.slug);
      return { data: await studies.configuration(igrejaId) };
    },
    async listEstudos(req: Request<'listEstudos'>): Promise<Ok<'listEstudos'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const paging = pageOf(req.query);
      const { items, total } = await studies.list(igrejaId, paging);
      return { estudos: items, total, ...paging };
    },
    async getEstudo(req: Request<'getEstudo'>): Promise<Ok<'getEstudo'>> {
      const igrejaId = await requireChurch(req.params.slug);
      const found = await studies.find(igrejaId, req.params.id);
      if (!found) throw notFound(`No study has the id ${req.params.id}.`);
      return { estudo: found };
    },
  };
}
