import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/problem';
import { requireMemberOf } from '../../plugins/authentication';
import { type OperationOk as Ok, type OperationRequest as Request, pageOf } from '../media-http';
import type { StudyRepository } from './study-repository';

/**
 * The study calls of §7 "Groups and studies" (MOD_CELULA), named by the operationIds of
 * openapi/api.v1.yaml. When the church's configuration says members only (`flagConteudoPublico`
 * false), the studies need a signed-in member of that church (401 without a token, 403 for an
 * account that is not a member there); the configuration itself is public.
 */
export function studyHandlers(studies: StudyRepository) {
  async function requireChurch(slug: string): Promise<number> {
    const id = await studies.churchIdBySlug(slug);
    if (id === null) throw notFound(`No church has the slug '${slug}'.`);
    return id;
  }
  async function requireReader(req: FastifyRequest, igrejaId: number): Promise<void> {
    const { flagConteudoPublico } = await studies.configuration(igrejaId);
    if (!flagConteudoPublico) await requireMemberOf(req, igrejaId);
  }

  return {
    async getConfiguracaoEstudo(req: Request<'getConfiguracaoEstudo'>): Promise<Ok<'getConfiguracaoEstudo'>> {
      const igrejaId = await requireChurch(req.params.slug);
      return { data: await studies.configuration(igrejaId) };
    },
    async listEstudos(req: Request<'listEstudos'>): Promise<Ok<'listEstudos'>> {
      const igrejaId = await requireChurch(req.params.slug);
      await requireReader(req, igrejaId);
      const paging = pageOf(req.query);
      const { items, total } = await studies.list(igrejaId, paging);
      return { estudos: items, total, ...paging };
    },
    async getEstudo(req: Request<'getEstudo'>): Promise<Ok<'getEstudo'>> {
      const igrejaId = await requireChurch(req.params.slug);
      await requireReader(req, igrejaId);
      const found = await studies.find(igrejaId, req.params.id);
      if (!found) throw notFound(`No study has the id ${req.params.id}.`);
      return { estudo: found };
    },
  };
}
