import type { Database } from '../../db/database';
import { notFound } from '../../http/problem';
import { requireChurchId } from '../content/content-church';
import type { Ok, Request } from '../content/handler-types';
import { pageOf } from '../content/paging';
import type { MinistryRepository } from './ministry-repository';

/** The ministry calls: a page of ministries, one ministry with its projects, and one project. */
export function ministryHandlers(db: Database, ministries: MinistryRepository) {
  return {
    async listMinisterios(req: Request<'listMinisterios'>): Promise<Ok<'listMinisterios'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const page = pageOf(req.query);
      const { items, total } = await ministries.list(igrejaId, page);
      return { ministerios: items, total, ...page };
    },
    async getMinisterio(req: Request<'getMinisterio'>): Promise<Ok<'getMinisterio'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const found = await ministries.find(igrejaId, req.params.id);
      if (!found) throw notFound(`This church has no ministry ${req.params.id}.`);
      return { ministerio: found };
    },
    async getProjetoMinisterio(req: Request<'getProjetoMinisterio'>): Promise<Ok<'getProjetoMinisterio'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const found = await ministries.findProject(igrejaId, req.params.id, req.params.projetoId);
      if (!found) throw notFound(`This ministry has no project ${req.params.projetoId}.`);
      return { projeto: found };
    },
  };
}
