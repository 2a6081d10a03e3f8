import type { Oracao, OracaoDetalhe, OracaoMensagem, OracaoMotivo, paths } from '@church/contracts-prayer';
import { HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The prayer contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const prayerApi = contractHttp<paths>();

export const storyMotives: OracaoMotivo[] = [
  { id: 1, nome: 'Health' },
  { id: 2, nome: 'Family' },
  { id: 3, nome: 'Thanksgiving' },
];

export const storyRequests: Oracao[] = [
  {
    id: 21,
    nome: 'Emily Carter',
    motivo: { id: 3, nome: 'Thanksgiving' },
    mensagem: 'Thank God with us: after eight months of looking, I start a new job on Monday.',
    flagPublicarMural: true,
    qtdeOracoes: 2,
    qtdeMensagens: 1,
    dataCadastro: '2026-11-22T14:00:00.000Z',
  },
  {
    id: 20,
    nome: 'Daniel Brooks',
    motivo: { id: 2, nome: 'Family' },
    mensagem: 'Please pray for my father, who has heart surgery on Thursday.',
    imagem: { url: '/demo/devotionals/hands-6.svg', largura: 800, altura: 450 },
    flagPublicarMural: true,
    qtdeOracoes: 1,
    qtdeMensagens: 0,
    dataCadastro: '2026-11-21T10:00:00.000Z',
  },
];

export const storyMessage: OracaoMensagem = { id: 301, autor: 'Daniel B.', mensagem: 'Wonderful news! We will pray for your first weeks there.', dataCadastro: '2026-11-22T15:00:00.000Z' };

/** A request as a reader sees it: the first story request, a visitor's view unless told otherwise. */
export const storyDetail = (overrides: Partial<OracaoDetalhe> = {}): OracaoDetalhe => ({
  ...(storyRequests[0] as Oracao),
  mensagens: [storyMessage],
  flagOrou: false,
  flagAutor: false,
  ...overrides,
});

/** The signed-in story member's own requests: one on the wall, one private. */
export const storyMine: Oracao[] = [
  { id: 31, nome: 'Ana Souza', motivo: { id: 1, nome: 'Health' }, mensagem: 'I am waiting for test results.', flagPublicarMural: false, qtdeOracoes: 0, qtdeMensagens: 0, dataCadastro: '2026-11-23T09:00:00.000Z' },
  { id: 30, nome: 'Ana Souza', mensagem: 'Pray for our city.', flagPublicarMural: true, qtdeOracoes: 4, qtdeMensagens: 2, dataCadastro: '2026-11-20T09:00:00.000Z' },
];

/** `GET /igreja/{slug}/oracao-motivo/`. */
export const prayerMotives = (oracaoMotivos: OracaoMotivo[] = storyMotives) => prayerApi.get('/igreja/{slug}/oracao-motivo/', ({ response }) => response(200).json({ oracaoMotivos }));
export const prayerMotivesLoading = () => prayerApi.get('/igreja/{slug}/oracao-motivo/', neverAnswer);
export const prayerMotivesFailing = () => prayerApi.get('/igreja/{slug}/oracao-motivo/', serverError);

/** `GET /oracao/{slug}`: the given requests, one page of `limit`, out of `total`. */
export const prayerWall = (oracoes: Oracao[] = storyRequests, total = oracoes.length) =>
  prayerApi.get('/oracao/{slug}', ({ query, response }) => response(200).json({ oracoes, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }));
export const prayerWallLoading = () => prayerApi.get('/oracao/{slug}', neverAnswer);
export const prayerWallFailing = () => prayerApi.get('/oracao/{slug}', serverError);

/** `GET /oracao/{slug}/{id}`: the given requests by id (the story detail by default), else 404. */
export const prayerRequest = (requests: OracaoDetalhe[] = [storyDetail()]) =>
  prayerApi.get('/oracao/{slug}/{id}', ({ params, response }) => {
    const oracao = requests.find((item) => item.id === Number(params.id));
    return oracao ? response(200).json({ oracao }) : response(404).json(problem(404));
  });
export const prayerRequestLoading = () => prayerApi.get('/oracao/{slug}/{id}', neverAnswer);
export const prayerRequestFailing = () => prayerApi.get('/oracao/{slug}/{id}', serverError);

/** `GET /user/oracao`: the member's requests. */
export const myPrayers = (oracoes: Oracao[] = storyMine, total = oracoes.length) =>
  prayerApi.get('/user/oracao', ({ query, response }) => response(200).json({ oracoes, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }));
export const myPrayersLoading = () => prayerApi.get('/user/oracao', neverAnswer);
export const myPrayersFailing = () => prayerApi.get('/user/oracao', serverError);

/** `POST /oracao/`: the request as the server would store it, from the form's fields (the picture is left out). */
export const filePrayer = () =>
  prayerApi.post('/oracao/', async ({ request, response }) => {
    const form = await request.formData();
    const motive = storyMotives.find((item) => String(item.id) === form.get('idOracaoMotivo'));
    return response(201).json({
      oracao: {
        id: 40,
        nome: String(form.get('nome')),
        ...(motive ? { motivo: motive } : {}),
        mensagem: String(form.get('mensagem')),
        flagPublicarMural: form.get('flagPublicarMural') === 'true',
        flagReceberLigacao: form.get('flagReceberLigacao') === 'true',
        flagReceberVisita: form.get('flagReceberVisita') === 'true',
        qtdeOracoes: 0,
        qtdeMensagens: 0,
        dataCadastro: '2026-11-24T12:00:00.000Z',
        mensagens: [],
        flagOrou: false,
        flagAutor: true,
      },
    });
  });
export const filePrayerFailing = () => prayerApi.post('/oracao/', serverError);
export const filePrayerTooLarge = () => prayerApi.post('/oracao/', ({ response }) => response(413).json(problem(413, { title: 'Payload Too Large' })));
export const filePrayerTooMany = () =>
  prayerApi.post('/oracao/', ({ response }) => response.untyped(HttpResponse.json(problem(429, { code: 'RATE_LIMITED' }), { status: 429, headers: { 'Retry-After': '600' } })));

/** `POST /oracao/orar/`: one more prayed. */
export const prayFor = (qtdeOracoes = 3) =>
  prayerApi.post('/oracao/orar/', async ({ request, response }) => response(200).json({ idOracao: (await request.json()).idOracao, qtdeOracoes, flagOrou: true }));
export const prayForFailing = () => prayerApi.post('/oracao/orar/', serverError);

/** `POST /oracao/mensagem/`: the message, signed as the story member. */
export const leaveMessage = () =>
  prayerApi.post('/oracao/mensagem/', async ({ request, response }) =>
    response(201).json({ mensagem: { id: 302, autor: 'Ana S.', mensagem: (await request.json()).mensagem, dataCadastro: '2026-11-24T12:30:00.000Z' } }),
  );
export const leaveMessageFailing = () => prayerApi.post('/oracao/mensagem/', serverError);
export const leaveMessageTooMany = () => prayerApi.post('/oracao/mensagem/', ({ response }) => response(429).json(problem(429, { code: 'RATE_LIMITED' })));

/** `DELETE /oracao/{slug}/{id}`. */
export const deletePrayer = () => prayerApi.delete('/oracao/{slug}/{id}', ({ response }) => response(204).empty());
export const deletePrayerFailing = () => prayerApi.delete('/oracao/{slug}/{id}', serverError);
