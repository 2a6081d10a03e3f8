import type { operations } from '@church/contracts-bible';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { neighbourChapter } from './bible-canon';
import { translationSummaries, translationSummary } from './bible-data';
import type { BibleRepository } from './bible-repository';
import type { BibleSearch } from './bible-search';
import { isSearchable } from './bible-search-text';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/**
 * The versions and the chapters are the same for everyone and change only with a release: the browser
 * keeps them a day, and the service worker keeps what it was sent so for reading offline.
 */
const KEPT_A_DAY = 'public, max-age=86400';

/** The Bible calls: the translations and their books, a chapter, and a search of a translation (cached and limited: bible-search.ts). */
export function bibleHandlers(bible: BibleRepository, search: BibleSearch) {
  return {
    async listBibliaVersoes(_req: Request<'listBibliaVersoes'>, reply: FastifyReply): Promise<Ok<'listBibliaVersoes'>> {
      void reply.header('cache-control', KEPT_A_DAY);
      return { versoes: await translationSummaries() };
    },

    async getBibliaCapitulo(req: Request<'getBibliaCapitulo'>, reply: FastifyReply): Promise<Ok<'getBibliaCapitulo'>> {
      const { versao, livro, capitulo } = req.params;
      const book = (await translationSummary(versao)).livros.find((candidate) => candidate.osis === livro);
      if (!book || capitulo > book.capitulos) throw notFound(`${livro} has no chapter ${capitulo}.`);
      const chapter = await bible.chapter(versao, livro, capitulo);
      if (!chapter) throw notFound(`${livro} has no chapter ${capitulo}.`);
      void reply.header('cache-control', KEPT_A_DAY);
      return {
        versao,
        livro: book,
        capitulo,
        versiculos: chapter.versiculos.map((texto, index) => {
          const titulo = chapter.titulos?.[String(index + 1)];
          return titulo ? { numero: index + 1, texto, titulo } : { numero: index + 1, texto };
        }),
        anterior: neighbourChapter({ livro, capitulo }, -1),
        proximo: neighbourChapter({ livro, capitulo }, 1),
      };
    },

    async buscarBiblia(req: Request<'buscarBiblia'>): Promise<Ok<'buscarBiblia'>> {
      const { q } = req.query;
      if (!isSearchable(q)) {
        throw new ProblemError(400, 'Bad Request', 'Search for at least two letters or digits.', {
          errors: [{ field: 'query.q', message: 'At least two letters or digits.' }],
        });
      }
      const page = pageOf(req.query);
      const translation = await translationSummary(req.params.versao);
      const { items, total } = await search.search(req.params.versao, q, page, req.ip);
      const names = new Map(translation.livros.map((book) => [book.osis, book.nome]));
      return { resultados: items.map((item) => ({ ...item, nomeLivro: names.get(item.livro) ?? item.livro })), total, ...page };
    },
  };
}
