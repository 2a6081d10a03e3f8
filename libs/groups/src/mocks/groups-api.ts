import type { AreaAproximada, Celula, CelulaResumo, ParticipacaoCelula, ReuniaoRegistro, paths } from '@church/contracts-groups';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The groups contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const groupsApi = contractHttp<paths>();

export const storyGroups: CelulaResumo[] = [
  {
    id: 5,
    nome: 'Early Risers (online)',
    tipo: { id: 4, nome: 'Men' },
    diaSemana: 1,
    horaInicio: '06:30',
    horaFim: '07:15',
    tema: 'Sermon on the Mount',
    endereco: 'Online (video call)',
    bairro: null,
    cidade: 'Boston',
    estado: 'MA',
    latitude: null,
    longitude: null,
    lider: { nome: 'Daniel Brooks' },
  },
  {
    id: 1,
    nome: 'Beacon Hill Couples',
    tipo: { id: 1, nome: 'Couples' },
    diaSemana: 2,
    horaInicio: '19:30',
    horaFim: '21:00',
    tema: 'The Gospel of John',
    endereco: '24 Beacon Street',
    bairro: 'Beacon Hill',
    cidade: 'Boston',
    estado: 'MA',
    latitude: 42.3581,
    longitude: -71.0636,
    lider: { nome: 'Daniel Brooks' },
  },
  {
    id: 2,
    nome: 'Cambridge Young Adults',
    tipo: { id: 2, nome: 'Young adults' },
    diaSemana: 3,
    horaInicio: '19:00',
    horaFim: '20:30',
    tema: null,
    endereco: '45 Brattle Street',
    bairro: 'Harvard Square',
    cidade: 'Cambridge',
    estado: 'MA',
    latitude: 42.3744,
    longitude: -71.1212,
    lider: { nome: 'Emily Carter' },
  },
  {
    id: 3,
    nome: 'South End Women',
    tipo: { id: 3, nome: 'Women' },
    diaSemana: 4,
    horaInicio: '10:00',
    horaFim: '11:30',
    tema: 'Prayer in the Psalms',
    endereco: '500 Tremont Street',
    bairro: 'South End',
    cidade: 'Boston',
    estado: 'MA',
    latitude: 42.3437,
    longitude: -71.07,
    lider: { nome: 'Emily Carter' },
  },
];

export const STORY_MAPS_KEY = 'story-maps-key';

/** The centres of the story groups' approximate areas, as the server works them out (a grid of cells about 1 km across). */
const AREA_CENTRES: Record<number, { latitude: number; longitude: number }> = {
  1: { latitude: 42.355, longitude: -71.0582 },
  2: { latitude: 42.375, longitude: -71.1201 },
  3: { latitude: 42.345, longitude: -71.0651 },
};
const SHORT_NAMES: Record<string, string> = { 'Daniel Brooks': 'Daniel B.', 'Emily Carter': 'Emily C.' };

/**
 * A story group as a reader who may not see its address gets it: no street, its area's centre (a circle
 * of 1 km), its leader's first name and initial, and who the church shares the address with.
 */
export const approximately = (group: CelulaResumo, enderecoPara: AreaAproximada['enderecoPara'] = 'membros'): CelulaResumo => {
  const centre = AREA_CENTRES[group.id];
  return {
    ...group,
    endereco: null,
    latitude: centre?.latitude ?? null,
    longitude: centre?.longitude ?? null,
    areaAproximada: { raioMetros: centre ? 1000 : null, enderecoPara },
    ...(group.lider ? { lider: { nome: SHORT_NAMES[group.lider.nome] ?? group.lider.nome } } : {}),
  };
};

/** The story groups as a visitor gets them from a church that shares addresses with its members (the default). */
export const storyApproximateGroups = (enderecoPara: AreaAproximada['enderecoPara'] = 'membros') => storyGroups.map((group) => approximately(group, enderecoPara));

/** `GET /igreja/{slug}/celula/`: the given groups and Maps key; with `usuario=1`, `mine`. */
export const groupsList = (celulas: CelulaResumo[] = storyGroups, chaveGoogleMaps: string | null = null, mine: CelulaResumo[] = []) =>
  groupsApi.get('/igreja/{slug}/celula/', ({ query, response }) =>
    response(200).json({ celulas: query.get('usuario') === '1' ? mine : celulas, configuracao: { chaveGoogleMaps } }),
  );

/** `GET /igreja/{slug}/celula/` as the server answers by reader: the approximate areas without a token, the exact addresses with one. */
export const groupsListByReader = (chaveGoogleMaps: string | null = null) =>
  groupsApi.get('/igreja/{slug}/celula/', ({ request, response }) =>
    response(200).json({ celulas: request.headers.has('authorization') ? storyGroups : storyApproximateGroups(), configuracao: { chaveGoogleMaps } }),
  );

export const groupsListLoading = () => groupsApi.get('/igreja/{slug}/celula/', neverAnswer);
export const groupsListFailing = () => groupsApi.get('/igreja/{slug}/celula/', serverError);

/** The story group (id 1); with `enderecoPara`, as a reader who may not see its address gets it. */
export const storyGroup = (participacao?: ParticipacaoCelula, enderecoPara?: AreaAproximada['enderecoPara']): Celula => ({
  ...(enderecoPara ? approximately(storyGroups[1] as CelulaResumo, enderecoPara) : (storyGroups[1] as CelulaResumo)),
  descricao: 'Married and engaged couples sharing dinner, Scripture and prayer.',
  responsavel: { nome: enderecoPara ? 'Emily C.' : 'Emily Carter' },
  estudos: [
    { id: 11, titulo: 'The vine and the branches', passagemBiblica: 'John 15:1-17', dataEstudo: '2026-11-04' },
    { id: 10, titulo: 'The good shepherd', passagemBiblica: 'John 10:1-18', dataEstudo: '2026-10-28' },
  ],
  ...(participacao ? { participacao } : {}),
});

/** `GET /igreja/{slug}/celula/{id}`: the story group (id 1) with the given standing (approximate with `enderecoPara`), else 404. */
export const groupDetail = (participacao?: ParticipacaoCelula, enderecoPara?: AreaAproximada['enderecoPara']) =>
  groupsApi.get('/igreja/{slug}/celula/{id}', ({ params, response }) =>
    Number(params.id) === 1 ? response(200).json({ celula: storyGroup(participacao, enderecoPara) }) : response(404).json(problem(404)),
  );

export const groupDetailLoading = () => groupsApi.get('/igreja/{slug}/celula/{id}', neverAnswer);
export const groupDetailFailing = () => groupsApi.get('/igreja/{slug}/celula/{id}', serverError);

export const NOT_IN_GROUP: ParticipacaoCelula = { participa: false, solicitacaoPendente: false, acessoReunioes: false };

/** `POST …/solicitacao-celula/admissao`: created, waiting already, or a server failure. */
export const joinAnswer = (answer: 'created' | 'pending' | 'failed', sent: { body?: unknown } = {}) =>
  groupsApi.post('/igreja/{slug}/solicitacao-celula/admissao', async ({ request, response }) => {
    sent.body = await request.json();
    if (answer === 'pending') return response(409).json(problem(409, { code: 'CELULA_SOLICITACAO_PENDENTE' }));
    if (answer === 'failed') return serverError({ response });
    return response(201).json({ solicitacao: { id: 99, celula: { id: 1, nome: 'Beacon Hill Couples' }, situacao: 'pendente', dataCadastro: '2026-11-24T20:00:00.000Z' } });
  });

export const storyMeetings: ReuniaoRegistro[] = [
  { id: 31, data: '2026-11-17', horaInicio: '19:30', horaFim: '21:00', tema: 'The vine and the branches', observacoes: 'Eight present.\nWe prayed for the Lee family’s move.' },
  { id: 30, data: '2026-11-10', horaInicio: '19:30', horaFim: '21:05', tema: 'The good shepherd', observacoes: null },
];

/** `GET …/celula/{id}/reuniao-registro/`: the given records of the story group, one page. */
export const meetingsList = (registros: ReuniaoRegistro[] = storyMeetings, total = registros.length) =>
  groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/', ({ query, response }) =>
    response(200).json({ celula: { id: 1, nome: 'Beacon Hill Couples' }, registros, total, page: Number(query.get('page') ?? 1), limit: 10 }),
  );

export const meetingsForbidden = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/', ({ response }) => response(403).json(problem(403)));
export const meetingsLoading = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/', neverAnswer);
export const meetingsFailing = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/', serverError);

/** `GET …/reuniao-registro/{registroId}`: a story record, else 404. */
export const meetingDetail = () =>
  groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}', ({ params, response }) => {
    const registro = storyMeetings.find((meeting) => meeting.id === Number(params.registroId));
    return registro ? response(200).json({ celula: { id: 1, nome: 'Beacon Hill Couples' }, registro }) : response(404).json(problem(404));
  });

export const meetingForbidden = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}', ({ response }) => response(403).json(problem(403)));
export const meetingLoading = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}', neverAnswer);
export const meetingFailing = () => groupsApi.get('/igreja/{slug}/celula/{id}/reuniao-registro/{registroId}', serverError);
