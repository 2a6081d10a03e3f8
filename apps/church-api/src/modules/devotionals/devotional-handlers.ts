import type { Database } from '../../db/database';
import { notFound } from '../../http/problem';
import { requireChurchId } from '../content/content-church';
import type { Ok, Request } from '../content/handler-types';
import { pageOf } from '../content/paging';
import type { DevotionalRepository } from './devotional-repository';

/** The devotional calls: a page of the church's devotionals, and one by id. */
export function devotionalHandlers(db: Database, devotionals: DevotionalRepository) {
  return {
    async listDevocionais(req: Request<'listDevocionais'>): Promise<Ok<'listDevocionais'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const page = pageOf(req.query);
      const { items, total } = await devotionals.list(igrejaId, page);
      return { devocionais: items, total, ...page };
    },
    async getDevocional(req: Request<'getDevocional'>): Promise<Ok<'getDevocional'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const found = await devotionals.find(igrejaId, req.params.id);
      if (!found) throw notFound(`This church has no devotional ${req.params.id}.`);
      return { devocional: found };
    },
  };
}
