import type { Database } from '../../db/database';
import { notFound } from '../../http/problem';
import { requireChurchId } from '../content/content-church';
import type { Ok, Request } from '../content/handler-types';
import { pageOf } from '../content/paging';
import type { EbdRepository } from './ebd-repository';

/** The Sunday-school calls: a page of classes, and one class by slug (or id) with its lessons. */
export function ebdHandlers(db: Database, classes: EbdRepository) {
  return {
    async listEbds(req: Request<'listEbds'>): Promise<Ok<'listEbds'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const page = pageOf(req.query);
      const { items, total } = await classes.list(igrejaId, page);
      return { ebds: items, total, ...page };
    },
    async getEbd(req: Request<'getEbd'>): Promise<Ok<'getEbd'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const found = await classes.findBySlugOrId(igrejaId, req.params.ebdSlug);
      if (!found) throw notFound(`This church has no Sunday-school class '${req.params.ebdSlug}'.`);
      return { ebd: found };
    },
  };
}
