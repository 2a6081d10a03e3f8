import type { Ministerio, MinisterioResumo, paths, ProjetoMinisterio } from '@church/contracts-ministries';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The ministries contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const ministriesApi = contractHttp<paths>();

export const storyMinistries: Ministerio[] = [
  {
    id: 3,
    nome: 'Compassion and Mercy',
    descricao: 'We serve the city with food and friendship.',
    lider: 'Marcus Williams',
    contato: '+1 617 555 0150',
    imagem: { url: '/demo/ministries/bread-5.svg', largura: 800, altura: 450 },
    projetos: [
      { id: 21, nome: 'Weekly food pantry', objetivo: 'Groceries for 80 families every Saturday.', status: 'EM_ANDAMENTO' },
      { id: 22, nome: 'Winter coat drive', objetivo: 'Collect 400 warm coats.', status: 'CONCLUIDO' },
    ],
  },
  { id: 4, nome: 'Worship Arts', descricao: 'Music and media for Sunday services.', lider: null, contato: null, projetos: [] },
];

export const storyProject: ProjetoMinisterio = {
  id: 21,
  nome: 'Weekly food pantry',
  objetivo: 'Groceries for 80 families every Saturday.',
  status: 'EM_ANDAMENTO',
  descricao: 'Volunteers sort donations on Friday evenings and open the pantry on Saturday mornings.',
  idMinisterio: 3,
  nomeMinisterio: 'Compassion and Mercy',
};

const summaries: MinisterioResumo[] = storyMinistries.map(({ contato: _contato, projetos: _projetos, ...summary }) => summary);

/** `GET /igreja/{slug}/ministerio/`: the given ministries as one page, out of `total`. */
export const ministryList = (ministerios: MinisterioResumo[] = summaries, total = ministerios.length) =>
  ministriesApi.get('/igreja/{slug}/ministerio/', ({ query, response }) =>
    response(200).json({ ministerios, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const ministryListLoading = () => ministriesApi.get('/igreja/{slug}/ministerio/', neverAnswer);
export const ministryListFailing = () => ministriesApi.get('/igreja/{slug}/ministerio/', serverError);

/** `GET /igreja/{slug}/ministerio/{id}`: the story ministry with that id, else 404. */
export const ministryItem = () =>
  ministriesApi.get('/igreja/{slug}/ministerio/{id}', ({ params, response }) => {
    const ministerio = storyMinistries.find((item) => item.id === Number(params.id));
    return ministerio ? response(200).json({ ministerio }) : response(404).json(problem(404));
  });
export const ministryItemLoading = () => ministriesApi.get('/igreja/{slug}/ministerio/{id}', neverAnswer);
export const ministryItemFailing = () => ministriesApi.get('/igreja/{slug}/ministerio/{id}', serverError);

/** `GET /igreja/{slug}/ministerio/{id}/projeto/{projetoId}`: the story project (ministry 3, project 21), else 404. */
export const ministryProject = () =>
  ministriesApi.get('/igreja/{slug}/ministerio/{id}/projeto/{projetoId}', ({ params, response }) =>
    Number(params.id) === storyProject.idMinisterio && Number(params.projetoId) === storyProject.id
      ? response(200).json({ projeto: storyProject })
      : response(404).json(problem(404)),
  );
export const ministryProjectLoading = () => ministriesApi.get('/igreja/{slug}/ministerio/{id}/projeto/{projetoId}', neverAnswer);
export const ministryProjectFailing = () => ministriesApi.get('/igreja/{slug}/ministerio/{id}/projeto/{projetoId}', serverError);
