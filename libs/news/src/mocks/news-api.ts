import type { Noticia, NoticiaResumo, paths } from '@church/contracts-news';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The news contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const newsApi = contractHttp<paths>();

export const storyNews: Noticia[] = [
  {
    id: 12,
    titulo: 'Christmas Eve services: times announced',
    resumo: 'Three candlelight services on December 24.',
    dataPublicacao: '2026-11-20T14:00:00.000Z',
    imagem: { url: '/demo/news/music-3.svg', largura: 800, altura: 450 },
    texto: '<p>Join us at <strong>4, 6 and 11 pm</strong> for carols and candlelight.</p>',
  },
  {
    id: 11,
    titulo: 'Sign-ups open for winter small groups',
    resumo: 'Eighteen groups begin in January.',
    dataPublicacao: '2026-10-30T13:00:00.000Z',
    texto: '<p>Pick a group near you.</p>',
  },
];

const summaries: NoticiaResumo[] = storyNews.map(({ texto: _texto, ...summary }) => summary);

/** `GET /igreja/{slug}/noticia/`: the given news, one page of `limit`, out of `total`. */
export const newsList = (noticias: NoticiaResumo[] = summaries, total = noticias.length) =>
  newsApi.get('/igreja/{slug}/noticia/', ({ query, response }) =>
    response(200).json({ noticias, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );

export const newsListLoading = () => newsApi.get('/igreja/{slug}/noticia/', neverAnswer);
export const newsListFailing = () => newsApi.get('/igreja/{slug}/noticia/', serverError);

/** `GET /igreja/{slug}/noticia/{id}`: the story news with that id, else 404. */
export const newsItem = () =>
  newsApi.get('/igreja/{slug}/noticia/{id}', ({ params, response }) => {
    const noticia = storyNews.find((item) => item.id === Number(params.id));
    return noticia ? response(200).json({ noticia }) : response(404).json(problem(404));
  });

export const newsItemLoading = () => newsApi.get('/igreja/{slug}/noticia/{id}', neverAnswer);
export const newsItemFailing = () => newsApi.get('/igreja/{slug}/noticia/{id}', serverError);
