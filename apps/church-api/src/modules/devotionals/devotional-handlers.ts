import type { operations } from '@church/contracts-devotionals';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { DevotionalRepository } from './devotional-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The devotional calls: a page of the church's devotionals, and one by id. */
export function devotionalHandlers(devotionals: DevotionalRepository) {
  return {
    async listDevocionais(req: Request<'listDevocionais'>): Promise<Ok<'listDevocionais'>> {
      const page = pageOf(req.query);
      const { items, total } = await devotionals.list(req.church.id, page);
      return { devocionais: items, total, ...page };
    },
    async getDevocional(req: Request<'getDevocional'>): Promise<Ok<'getDevocional'>> {
      const found = await devotionals.find(req.church.id, req.params.id);
      if (!found) throw notFound(`This church has no devotional ${req.params.id}.`);
      return { devocional: found };
    },
  };
}
