import type { operations } from '@church/contracts-ebd';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { EbdRepository } from './ebd-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The Sunday-school calls: a page of classes, and one class by slug (or id) with its lessons. */
export function ebdHandlers(classes: EbdRepository) {
  return {
    async listEbds(req: Request<'listEbds'>): Promise<Ok<'listEbds'>> {
      const page = pageOf(req.query);
      const { items, total } = await classes.list(req.church.id, page);
      return { ebds: items, total, ...page };
    },
    async getEbd(req: Request<'getEbd'>): Promise<Ok<'getEbd'>> {
      const found = await classes.findBySlugOrId(req.church.id, req.params.ebdSlug);
      if (!found) throw notFound(`This church has no Sunday-school class '${req.params.ebdSlug}'.`);
      return { ebd: found };
    },
  };
}
