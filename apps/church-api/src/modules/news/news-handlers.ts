import type { Database } from '../../db/database';
import { notFound } from '../../http/problem';
import { requireChurchId } from '../content/content-church';
import type { Ok, Request } from '../content/handler-types';
import { pageOf } from '../content/paging';
import type { NewsRepository } from './news-repository';

/** The news calls: a page of the church's news, and one item by id. */
export function newsHandlers(db: Database, news: NewsRepository) {
  return {
    async listNoticias(req: Request<'listNoticias'>): Promise<Ok<'listNoticias'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const page = pageOf(req.query);
      const { items, total } = await news.list(igrejaId, page);
      return { noticias: items, total, ...page };
    },
    async getNoticia(req: Request<'getNoticia'>): Promise<Ok<'getNoticia'>> {
      const igrejaId = await requireChurchId(db, req.params.slug);
      const found = await news.find(igrejaId, req.params.id);
      if (!found) throw notFound(`This church has no news item ${req.params.id}.`);
      return { noticia: found };
    },
  };
}
