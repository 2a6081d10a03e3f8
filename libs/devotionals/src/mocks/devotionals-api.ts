import type { Devocional, DevocionalResumo, paths } from '@church/contracts-devotionals';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The devotionals contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const devotionalsApi = contractHttp<paths>();

export const storyDevotionals: Devocional[] = [
  {
    id: 7,
    titulo: 'New Mercies Every Morning',
    referenciaBiblica: 'Lamentations 3:22-23',
    autor: 'Pastor David Miller',
    data: '2026-11-21',
    imagem: { url: '/demo/devotionals/sunrise-1.svg', largura: 800, altura: 450 },
    texto: '<p>His compassions <em>never fail</em>; they are new every morning.</p>',
  },
  {
    id: 6,
    titulo: 'Come to Me',
    referenciaBiblica: 'Matthew 11:28-30',
    autor: 'Pastor James Carter',
    data: '2026-11-20',
    texto: '<p>Rest for the weary.</p>',
  },
];

const summaries: DevocionalResumo[] = storyDevotionals.map(({ texto: _texto, ...summary }) => summary);

/** `GET /igreja/{slug}/devocional/`: the given devotionals as one page, out of `total`. */
export const devotionalList = (devocionais: DevocionalResumo[] = summaries, total = devocionais.length) =>
  devotionalsApi.get('/igreja/{slug}/devocional/', ({ query, response }) =>
    response(200).json({ devocionais, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const devotionalListLoading = () => devotionalsApi.get('/igreja/{slug}/devocional/', neverAnswer);
export const devotionalListFailing = () => devotionalsApi.get('/igreja/{slug}/devocional/', serverError);

/** `GET /igreja/{slug}/devocional/{id}`: the story devotional with that id, else 404. */
export const devotionalItem = () =>
  devotionalsApi.get('/igreja/{slug}/devocional/{id}', ({ params, response }) => {
    const devocional = storyDevotionals.find((item) => item.id === Number(params.id));
    return devocional ? response(200).json({ devocional }) : response(404).json(problem(404));
  });
export const devotionalItemLoading = () => devotionalsApi.get('/igreja/{slug}/devocional/{id}', neverAnswer);
export const devotionalItemFailing = () => devotionalsApi.get('/igreja/{slug}/devocional/{id}', serverError);
