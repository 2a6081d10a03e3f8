import type { operations } from '@church/contracts-news';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound } from '@church/api-platform/http/problem';
import type { NewsRepository } from './news-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The news calls: a page of the church's news, and one item by id. */
export function newsHandlers(news: NewsRepository) {
  return {
    async listNoticias(req: Request<'listNoticias'>): Promise<Ok<'listNoticias'>> {
      const page = pageOf(req.query);
      const { items, total } = await news.list(req.church.id, page);
      return { noticias: items, total, ...page };
    },
    async getNoticia(req: Request<'getNoticia'>): Promise<Ok<'getNoticia'>> {
      const found = await news.find(req.church.id, req.params.id);
      if (!found) throw notFound(`This church has no news item ${req.params.id}.`);
      return { noticia: found };
    },
  };
}
