import type { operations } from '@church/contracts-ministries';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { MinistryRepository } from './ministry-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The ministry calls: a page of ministries, one ministry with its projects, and one project. */
export function ministryHandlers(ministries: MinistryRepository) {
  return {
    async listMinisterios(req: Request<'listMinisterios'>): Promise<Ok<'listMinisterios'>> {
      const page = pageOf(req.query);
      const { items, total } = await ministries.list(req.church.id, page);
      return { ministerios: items, total, ...page };
    },
    async getMinisterio(req: Request<'getMinisterio'>): Promise<Ok<'getMinisterio'>> {
      const found = await ministries.find(req.church.id, req.params.id);
      if (!found) throw notFound(`This church has no ministry ${req.params.id}.`);
      return { ministerio: found };
    },
    async getProjetoMinisterio(req: Request<'getProjetoMinisterio'>): Promise<Ok<'getProjetoMinisterio'>> {
      const found = await ministries.findProject(req.church.id, req.params.id, req.params.projetoId);
      if (!found) throw notFound(`This ministry has no project ${req.params.projetoId}.`);
      return { projeto: found };
    },
  };
}
