import type { operations } from '@church/contracts-studies';
import type { FastifyRequest } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import { requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { StudyRepository } from './study-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/**
 * The study calls of §7 "Groups and studies" (MOD_CELULA). When the church's configuration says
 * members only (`flagConteudoPublico` false), the studies need a signed-in member of that church (401
 * without a token, 403 for an account that is not a member there); the configuration itself is public.
 */
export function studyHandlers(studies: StudyRepository) {
  async function requireReader(req: FastifyRequest): Promise<void> {
    const { flagConteudoPublico } = await studies.configuration(req.church.id);
    if (!flagConteudoPublico) await requireMemberOf(req, req.church.id);
  }

  return {
    async getConfiguracaoEstudo(req: Request<'getConfiguracaoEstudo'>): Promise<Ok<'getConfiguracaoEstudo'>> {
      return { data: await studies.configuration(req.church.id) };
    },
    async listEstudos(req: Request<'listEstudos'>): Promise<Ok<'listEstudos'>> {
      await requireReader(req);
      const paging = pageOf(req.query);
      const { items, total } = await studies.list(req.church.id, paging);
      return { estudos: items, total, ...paging };
    },
    async getEstudo(req: Request<'getEstudo'>): Promise<Ok<'getEstudo'>> {
      await requireReader(req);
      const found = await studies.find(req.church.id, req.params.id);
      if (!found) throw notFound(`No study has the id ${req.params.id}.`);
      return { estudo: found };
    },
  };
}
