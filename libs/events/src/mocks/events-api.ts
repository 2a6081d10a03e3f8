import type { Evento, EventoResumo, InscricaoCriada, Inscricao, paths } from '@church/contracts-events';
import type { Pagamento } from '@church/contracts-payments';
import { paymentCalls, storyPayment as paymentStory } from '@church/payments/mocks';
import { HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The events contract's mock handlers for stories: paths, parameters and bodies checked against it (the payments' are the payments library's). */
export const eventsApi = contractHttp<paths>();

/** A small QR-like picture for stories (the server draws the real ones). */
export const STORY_QR_CODE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 3"><path d="M0 0h1v1H0zM2 0h1v1H2zM0 2h1v1H0z"/></svg>')}`;

/** The story member (the preset's Ana Souza). */
export const STORY_MEMBER_ID = 7;

const ticket = (id: number, nome: string, valor: number, overrides: Partial<Evento['ingressos'][number]> = {}): Evento['ingressos'][number] => ({
  id,
  nome,
  valor,
  disponivel: 40,
  situacao: 'A_VENDA',
  limitePorUsuario: null,
  dataInicioVendas: null,
  dataFimVendas: null,
  ...overrides,
});

const event = (summary: EventoResumo, details: Partial<Evento> = {}): Evento => ({
  igreja: 1,
  flagJuros: false,
  flagAssumirTaxasServico: false,
  qtdeMaxParcelas: 1,
  diasPagamentoDinheiro: 3,
  ingressos: [],
  perguntas: [],
  metodosPagamento: ['CARTAO_CREDITO', 'ACH'],
  flagConteudoExclusivo: false,
  flagInscricaoSemCadastro: false,
  ...summary,
  ...details,
});

/** One event of each state a buyer meets: on sale with installments, free, sold out, not yet on sale, ended, online. */
export const storyEvents: Evento[] = [
  event(
    { id: 21, nome: 'Marriage Retreat Weekend', descricao: 'Two nights by the sea for couples.', dataInicio: '2026-12-23T18:00:00-05:00', dataFim: '2026-12-25T18:00:00-05:00', local: 'Cape Cod Conference Center', imagem: { url: '/demo/news/house-2.svg', largura: 800, altura: 450 }, flagOnline: false, flagGratuito: false, valorMinimo: 24900, moeda: 'USD' },
    {
      flagJuros: true,
      qtdeMaxParcelas: 6,
      flagInscricaoSemCadastro: true,
      ingressos: [ticket(31, 'Couple', 24900, { limitePorUsuario: 1 }), ticket(32, 'Couple with childcare', 32900, { disponivel: 3, dataFimVendas: '2026-12-20T23:59:00-05:00' })],
      perguntas: [{ id: 41, pergunta: "Your spouse's name", flagObrigatoria: true }],
    },
  ),
  event(
    { id: 22, nome: 'Family Picnic on the Common', descricao: 'Games, food trucks and worship.', dataInicio: '2026-12-02T12:00:00-05:00', dataFim: '2026-12-02T16:00:00-05:00', local: 'Boston Common', flagOnline: false, flagGratuito: true, valorMinimo: 0, moeda: 'USD' },
    { ingressos: [ticket(33, 'Adult', 0)], metodosPagamento: ['GRATUITO'] },
  ),
  event(
    { id: 23, nome: 'Worship Night', dataInicio: '2026-12-07T19:30:00-05:00', dataFim: '2026-12-07T22:00:00-05:00', local: 'Main Sanctuary', flagOnline: false, flagGratuito: false, valorMinimo: 1500, moeda: 'USD' },
    { ingressos: [ticket(34, 'General admission', 1500, { disponivel: 0, situacao: 'ESGOTADO' })] },
  ),
  event(
    { id: 24, nome: 'Leadership Summit', dataInicio: '2027-01-07T09:00:00-05:00', dataFim: '2027-01-07T17:00:00-05:00', local: 'Grace Cambridge', flagOnline: false, flagGratuito: false, valorMinimo: 4500, moeda: 'USD' },
    { ingressos: [ticket(35, 'Full day', 4500, { situacao: 'EM_BREVE', dataInicioVendas: '2026-11-30T00:00:00-05:00' })] },
  ),
  event(
    { id: 25, nome: 'Advent Choir Concert', dataInicio: '2026-11-11T19:00:00-05:00', dataFim: '2026-11-11T21:00:00-05:00', local: 'Main Sanctuary', flagOnline: false, flagGratuito: false, valorMinimo: 1000, moeda: 'USD' },
    { ingressos: [ticket(36, 'Seat', 1000, { situacao: 'ENCERRADO' })] },
  ),
  event(
    { id: 26, nome: 'Online Course: Reading Romans', dataInicio: '2026-11-26T20:00:00-05:00', dataFim: '2026-11-26T21:00:00-05:00', local: null, flagOnline: true, flagGratuito: false, valorMinimo: 2900, moeda: 'USD' },
    { ingressos: [ticket(37, 'Course access', 2900)], flagConteudoExclusivo: true },
  ),
];

const summaryOf = ({ id, nome, descricao, dataInicio, dataFim, local, imagem, flagOnline, flagGratuito, valorMinimo, moeda }: Evento): EventoResumo => ({
  id,
  nome,
  descricao,
  dataInicio,
  dataFim,
  local,
  ...(imagem ? { imagem } : {}),
  flagOnline,
  flagGratuito,
  ...(valorMinimo === undefined ? {} : { valorMinimo }),
  moeda,
});

/** `GET /igreja/{slug}/evento/`: the given events (the upcoming story events by default). */
export const eventsList = (events: Evento[] = storyEvents.filter((item) => item.id !== 25)) =>
  eventsApi.get('/igreja/{slug}/evento/', ({ query, response }) => {
    const limit = Number(query.get('limit') ?? 10);
    const page = Number(query.get('page') ?? 1);
    return response(200).json({ eventos: events.slice((page - 1) * limit, page * limit).map(summaryOf), total: events.length, page, limit });
  });
export const eventsListLoading = () => eventsApi.get('/igreja/{slug}/evento/', neverAnswer);
export const eventsListFailing = () => eventsApi.get('/igreja/{slug}/evento/', serverError);

/** `GET /igreja/{slug}/evento/{id}/`: the story event with that id, else 404. */
export const eventDetail = () =>
  eventsApi.get('/igreja/{slug}/evento/{id}/', ({ params, response }) => {
    const evento = storyEvents.find((item) => item.id === Number(params.id));
    return evento ? response(200).json({ evento }) : response(404).json(problem(404));
  });

/** `GET /usuario/{id}/evento/{eventId}/inscricao/`: the member holds `tickets`. */
export const myEventTickets = (tickets: Inscricao[] = []) =>
  eventsApi.get('/usuario/{id}/evento/{eventId}/inscricao/', ({ response }) => response(200).json({ inscricoes: tickets }));

/** The payment of the story purchase: the Marriage Retreat's tickets, paid by card. */
export const storyPayment = (overrides: Partial<Pagamento> = {}): Pagamento => paymentStory({ descricao: 'Marriage Retreat Weekend', idEvento: 21, ...overrides });

/** When a story's unpaid payment holds its tickets until (issue 22: unpaid by then, they go back on sale). */
export const STORY_HOLD_UNTIL = '2026-11-23T18:30:00.000Z';

/** A ticket; an unpaid one has no check-in code yet (issue 22), as the server sends it. */
export const storyTicket = (overrides: Partial<Inscricao> = {}): Inscricao => ({
  ...paidOrNot(overrides.statusPagamento ?? 'aprovado'),
  id: 501,
  idEvento: 21,
  nomeEvento: 'Marriage Retreat Weekend',
  dataEvento: '2026-12-23T18:00:00-05:00',
  idIngresso: 31,
  ingresso: 'Couple',
  participante: 'Ana Souza',
  comprador: 'Ana Souza',
  valor: 24900,
  taxa: 1033,
  dataCadastro: '2026-11-23T15:00:00.000Z',
  codigoPagamento: 'K7Q2M9XW4TPA8C3D',
  statusPagamento: 'aprovado',
  flagConteudoExclusivo: false,
  ...overrides,
});

/** As the server answers: a paid ticket has its check-in code, and so has one whose payment is disputed (until the dispute is lost). */
function paidOrNot(status: Inscricao['statusPagamento']): Pick<Inscricao, 'codigoCheckin' | 'qrCode'> {
  return status === 'aprovado' || status === 'success' || status === 'contestado' ? { codigoCheckin: '4d5f2a9e-8c1b-4e7a-9f0d-2b3c4d5e6f70', qrCode: STORY_QR_CODE } : { codigoCheckin: null, qrCode: null };
}

/** The fee, instalment and card-token calls of the checkout; `tokens.count` counts the cards tokenised. */
export const checkoutCalls = (tokens: { count: number } = { count: 0 }) => [
  eventsApi.get('/evento/{id}/calcular-taxas', ({ query, response }) => {
    const valor = Number(query.get('valor'));
    const taxa = query.get('metodoPagamento') === 'CARTAO_CREDITO' ? Math.round(valor * 0.0399) + 39 : 0;
    return response(200).json({ valor, taxa, total: valor + taxa, moeda: 'USD', flagAssumirTaxasServico: false });
  }),
  ...paymentCalls(tokens),
];

/** What a story's purchase handler was sent: each request's Idempotency-Key and body. */
export interface SentPurchase {
  key: string | null;
  body: unknown;
}

/**
 * One answer of a purchase in a story: the purchase made, a refusal or a "not now" with its code (and
 * Retry-After, in seconds), or no answer at all (`lost`: the connection failed).
 */
export type PurchaseStep = InscricaoCriada | { status: 409 | 422 | 503; code: string; retryAfter?: number } | 'lost';

/**
 * `POST /usuario/{id}/evento/{eventId}/inscricao/` answering `steps` in turn (the last one to every
 * request after), and gathering what each request sent in `sent`.
 */
export const purchaseSteps = (steps: PurchaseStep[], sent: SentPurchase[] = []) =>
  eventsApi.post('/usuario/{id}/evento/{eventId}/inscricao/', async ({ request, response }) => {
    sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const step = steps[Math.min(sent.length, steps.length) - 1] ?? 'lost';
    if (step === 'lost') return response.untyped(HttpResponse.error());
    if ('inscricoes' in step) return response(201).json(step);
    const headers = step.retryAfter === undefined ? undefined : { 'Retry-After': String(step.retryAfter) };
    const body = { ...problem(step.status), code: step.code, detail: 'Answered in the story.' };
    if (step.status === 409) return response(409).json(body, { headers });
    if (step.status === 503) return response(503).json(body, { headers });
    return response(422).json(body, { headers });
  });

/** `POST /usuario/{id}/evento/{eventId}/inscricao/`: answers `bought`, or refuses with a §8 code. */
export const purchaseAnswer = (answer: InscricaoCriada | { code: string; status?: number }) =>
  eventsApi.post('/usuario/{id}/evento/{eventId}/inscricao/', ({ response }) =>
    'code' in answer
      ? response(422).json({ ...problem(422), code: answer.code, detail: 'Refused in the story.' })
      : response(201).json(answer),
  );

/** `POST /evento/{eventId}/inscricao-visitante/`: a visitor's purchase, answered with the order's access key. */
export const guestPurchaseAnswer = (answer: InscricaoCriada) =>
  eventsApi.post('/evento/{eventId}/inscricao-visitante/', ({ response }) => response(201).json({ ...answer, chaveAcesso: STORY_ACCESS_KEY }));

export const STORY_ACCESS_KEY = 'story-access-key-0123456789abcdef';

/** `GET /evento/inscricao-visitante/{codigo}`: the visitor's order when the key is the story's, else 404. */
export const guestOrder = (payment: Pagamento = storyPayment(), tickets: Inscricao[] = [storyTicket()]) =>
  eventsApi.get('/evento/inscricao-visitante/{codigo}', ({ request, response }) =>
    request.headers.get('x-chave-acesso') === STORY_ACCESS_KEY
      ? response(200).json({ pagamento: payment, inscricoes: tickets, email: 'alex.morgan@example.org' })
      : response(404).json(problem(404)),
  );
