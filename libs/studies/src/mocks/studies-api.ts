import type { Estudo, EstudoResumo, paths } from '@church/contracts-studies';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The studies contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const studiesApi = contractHttp<paths>();

export const storyStudies: Estudo[] = [
  {
    id: 31,
    titulo: 'The Good Shepherd',
    passagemBiblica: 'John 10:1-18',
    resumo: 'Jesus knows his sheep by name.',
    dataEstudo: '2026-11-18',
    conteudo: '<p>Read the passage <strong>twice</strong>, slowly.</p>',
    perguntas: ['What does the shepherd do for the sheep?', 'Where do you hear his voice this week?'],
  },
  {
    id: 30,
    titulo: 'Salt and Light',
    passagemBiblica: 'Matthew 5:13-16',
    resumo: 'Living so that others see the Father.',
    dataEstudo: '2026-11-11',
    conteudo: '<p>Salt keeps; light shows.</p>',
    perguntas: [],
  },
];

const summaries: EstudoResumo[] = storyStudies.map(({ conteudo: _conteudo, perguntas: _perguntas, ...summary }) => summary);

/** `GET /igreja/{slug}/configuracao-estudo`: public studies, or members-only ones. */
export const studyConfiguration = (flagConteudoPublico: boolean) =>
  studiesApi.get('/igreja/{slug}/configuracao-estudo', ({ response }) => response(200).json({ data: { flagConteudoPublico } }));
export const studyConfigurationLoading = () => studiesApi.get('/igreja/{slug}/configuracao-estudo', neverAnswer);
export const studyConfigurationFailing = () => studiesApi.get('/igreja/{slug}/configuracao-estudo', serverError);

/** The members-only answer of the server: 401 without a session, 403 for an account that is not a member. */
const withoutSession = (request: Request) => !request.headers.get('Authorization');

/** `GET /igreja/{slug}/estudo/`: the given studies as one page; with `membersOnly`, a call without a session is a 401. */
export const studyList = (estudos: EstudoResumo[] = summaries, { membersOnly = false, total = estudos.length } = {}) =>
  studiesApi.get('/igreja/{slug}/estudo/', ({ request, query, response }) =>
    membersOnly && withoutSession(request)
      ? response(401).json(problem(401, { code: 'AUTH_TOKEN_MISSING' }))
      : response(200).json({ estudos, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const studyListForbidden = () => studiesApi.get('/igreja/{slug}/estudo/', ({ response }) => response(403).json(problem(403)));
export const studyListLoading = () => studiesApi.get('/igreja/{slug}/estudo/', neverAnswer);
export const studyListFailing = () => studiesApi.get('/igreja/{slug}/estudo/', serverError);

/** `GET /igreja/{slug}/estudo/{id}`: the story study with that id, else 404; with `membersOnly`, 401 without a session. */
export const studyItem = ({ membersOnly = false } = {}) =>
  studiesApi.get('/igreja/{slug}/estudo/{id}', ({ request, params, response }) => {
    if (membersOnly && withoutSession(request)) return response(401).json(problem(401, { code: 'AUTH_TOKEN_MISSING' }));
    const estudo = storyStudies.find((item) => item.id === Number(params.id));
    return estudo ? response(200).json({ estudo }) : response(404).json(problem(404));
  });
export const studyItemForbidden = () => studiesApi.get('/igreja/{slug}/estudo/{id}', ({ response }) => response(403).json(problem(403)));
export const studyItemLoading = () => studiesApi.get('/igreja/{slug}/estudo/{id}', neverAnswer);
export const studyItemFailing = () => studiesApi.get('/igreja/{slug}/estudo/{id}', serverError);
