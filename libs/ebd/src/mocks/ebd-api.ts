import type { Ebd, EbdResumo, paths } from '@church/contracts-ebd';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The Sunday-school contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const ebdApi = contractHttp<paths>();

export const storyClasses: Ebd[] = [
  {
    id: 4,
    slug: 'foundations',
    nome: 'Foundations',
    faixaEtaria: 'Adults',
    professor: 'Pastor David Miller',
    sala: 'Fellowship Hall',
    horario: '10:15',
    descricao: 'A twelve-week course on the basics of Christian belief.',
    imagem: { url: '/demo/ebd/book-2.svg', largura: 800, altura: 450 },
    licoes: [
      { id: 1, titulo: 'Can we trust the Bible?', data: '2026-11-08', referenciaBiblica: '2 Timothy 3:14-17', resumo: 'How the Scriptures came to us.' },
      { id: 2, titulo: 'The character of God', data: '2026-11-15', referenciaBiblica: null, resumo: null },
    ],
  },
  {
    id: 5,
    slug: 'kids-explorers',
    nome: 'Kids Explorers',
    faixaEtaria: 'Ages 6-10',
    professor: 'Rachel Kim',
    sala: 'Room 3',
    horario: '09:00',
    descricao: 'Bible stories, games and crafts.',
    licoes: [],
  },
];

const summaries: EbdResumo[] = storyClasses.map(({ descricao: _descricao, licoes: _licoes, ...summary }) => summary);

/** `GET /igreja/{slug}/ebd/`: the given classes as one page, out of `total`. */
export const ebdList = (ebds: EbdResumo[] = summaries, total = ebds.length) =>
  ebdApi.get('/igreja/{slug}/ebd/', ({ query, response }) =>
    response(200).json({ ebds, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const ebdListLoading = () => ebdApi.get('/igreja/{slug}/ebd/', neverAnswer);
export const ebdListFailing = () => ebdApi.get('/igreja/{slug}/ebd/', serverError);

/** `GET /igreja/{slug}/ebd/{ebdSlug}`: the story class with that slug or id (as the server finds either), else 404. */
export const ebdClass = () =>
  ebdApi.get('/igreja/{slug}/ebd/{ebdSlug}', ({ params, response }) => {
    const ebd = storyClasses.find((item) => item.slug === params.ebdSlug || String(item.id) === params.ebdSlug);
    return ebd ? response(200).json({ ebd }) : response(404).json(problem(404));
  });
export const ebdClassLoading = () => ebdApi.get('/igreja/{slug}/ebd/{ebdSlug}', neverAnswer);
export const ebdClassFailing = () => ebdApi.get('/igreja/{slug}/ebd/{ebdSlug}', serverError);
