import type { Doacao, DoacaoCriada, DoacaoRecorrente, ExtratoDoacoes, OpcoesDoacao, paths } from '@church/contracts-giving';
import type { Pagamento } from '@church/contracts-payments';
import { paymentCalls, storyPayment as paymentStory } from '@church/payments/mocks';
import { HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The fee call's answer. */
type TaxaDoacao = paths['/pagamento/calcular-taxas']['get']['responses']['200']['content']['application/json'];

/** The giving contract's mock handlers for stories: paths, parameters and bodies checked against it (the payments' are the payments library's). */
export const givingApi = contractHttp<paths>();

export const storyOptions = (overrides: Partial<OpcoesDoacao> = {}): OpcoesDoacao => ({
  motivos: [
    { id: 1, nome: 'Tithe', descricao: 'A tenth, for the life of the church.', flagPermiteRecorrencia: true },
    { id: 2, nome: 'Offering', descricao: null, flagPermiteRecorrencia: false },
    { id: 3, nome: 'Missions', descricao: 'Kenya and Peru.', flagPermiteRecorrencia: true },
  ],
  flagAceitaDoacao: true,
  valorMinimo: 500,
  valorMaximoCarteira: 499999,
  moeda: 'USD',
  metodosPagamento: ['CARTAO_CREDITO', 'CARTEIRA_DIGITAL', 'ACH'],
  qtdeMaxParcelas: 1,
  ...overrides,
});

/** `GET /igreja/{slug}/pagamento-motivo/`: the church's giving options. */
export const givingOptions = (options: OpcoesDoacao = storyOptions()) => givingApi.get('/igreja/{slug}/pagamento-motivo/', ({ response }) => response(200).json(options));
export const givingOptionsLoading = () => givingApi.get('/igreja/{slug}/pagamento-motivo/', neverAnswer);
export const givingOptionsFailing = () => givingApi.get('/igreja/{slug}/pagamento-motivo/', serverError);

/** The payment of the story gift: a tithe, paid by card. */
export const storyPayment = (overrides: Partial<Pagamento> = {}): Pagamento =>
  paymentStory({ codigo: 'D4N8Q2W7XK3M9P5T', valor: 5000, taxa: 239, total: 5000, descricao: 'Tithe', idEvento: null, ...overrides });

export const storyGift = (overrides: Partial<Doacao> = {}): Doacao => ({
  id: 81,
  dataCadastro: '2026-11-23T15:00:00.000Z',
  motivos: [{ idMotivo: 1, nome: 'Tithe', valor: 5000 }],
  valor: 5000,
  total: 5000,
  moeda: 'USD',
  metodo: 'CARTAO_CREDITO',
  status: 'aprovado',
  codigoPagamento: 'D4N8Q2W7XK3M9P5T',
  flagRecorrente: false,
  taxaCoberta: 0,
  ...overrides,
});

export const storyRecurring = (overrides: Partial<DoacaoRecorrente> = {}): DoacaoRecorrente => ({
  id: 9,
  idMotivo: 1,
  motivo: 'Tithe',
  valor: 5000,
  moeda: 'USD',
  recorrenciaDias: 30,
  flagUsuarioTaxa: false,
  status: 'ativa',
  proximaCobranca: '2026-12-23T15:00:00.000Z',
  cartao: 'VISA •••• 4242',
  falhas: 0,
  dataCadastro: '2026-11-23T15:00:00.000Z',
  ...overrides,
});

/** The sandbox's prices the stories' fee call answers by: a share in basis points and a fixed part in cents. */
const STORY_FEES: Record<string, { basisPoints: number; fixed: number }> = {
  CARTAO_CREDITO: { basisPoints: 399, fixed: 39 },
  CARTEIRA_DIGITAL: { basisPoints: 290, fixed: 30 },
  ACH: { basisPoints: 80, fixed: 0 },
  PIX: { basisPoints: 99, fixed: 0 },
  BOLETO: { basisPoints: 0, fixed: 349 },
};

/** What the server answers for a gift's fee: the fee of `valor`, and the total grossed up so that the fee taken on it leaves `valor`. */
export function storyFee(valor: number, metodo: string, moeda = 'USD'): TaxaDoacao {
  const rule = STORY_FEES[metodo] ?? { basisPoints: 0, fixed: 0 };
  const totalComTaxa = valor <= 0 ? 0 : Math.ceil(((valor + rule.fixed) * 10_000) / (10_000 - rule.basisPoints));
  const taxa = valor <= 0 ? 0 : Math.floor((valor * rule.basisPoints + 5_000) / 10_000) + rule.fixed;
  return { valor, taxa, totalComTaxa, taxaCoberta: totalComTaxa - valor, moeda };
}

/** `GET /pagamento/calcular-taxas`: each fee asked (amount and method) is counted in `asked`, answered after `delayMs`. */
export const giftFees = (asked: string[] = [], delayMs = 0) =>
  givingApi.get('/pagamento/calcular-taxas', async ({ query, response }) => {
    const valor = Number(query.get('valor'));
    const metodo = query.get('metodoPagamento') ?? '';
    asked.push(`${valor} ${metodo}`);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return response(200).json(storyFee(valor, metodo));
  });

/** `GET /pagamento/calcular-taxas` that never answers (the fee still being calculated). */
export const giftFeesPending = () => givingApi.get('/pagamento/calcular-taxas', neverAnswer);

/** The fee, instalment and card-token calls of giving; `tokens.count` counts the cards tokenised. */
export const giveCalls = (tokens: { count: number } = { count: 0 }) => [giftFees(), ...paymentCalls(tokens)];

/** `POST /pagamento/`: answers `gift`, or refuses with a code. */
export const giveAnswer = (answer: DoacaoCriada | { code: string }) =>
  givingApi.post('/pagamento/', ({ response }) => ('code' in answer ? response(422).json({ ...problem(422), code: answer.code }) : response(201).json(answer)));

/** What a story's gift handler was sent: each request's Idempotency-Key and body. */
export interface SentGift {
  key: string | null;
  body: unknown;
}

/** One answer of a gift in a story: the gift made, a refusal or a "not now" with its code (and Retry-After, in seconds), or no answer (`lost`). */
export type GiftStep = DoacaoCriada | { status: 409 | 422 | 503; code: string; retryAfter?: number } | 'lost';

/** `POST /pagamento/` answering `steps` in turn (the last one to every request after), gathering what each request sent in `sent`. */
export const giveSteps = (steps: GiftStep[], sent: SentGift[] = []) =>
  givingApi.post('/pagamento/', async ({ request, response }) => {
    sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const step = steps[Math.min(sent.length, steps.length) - 1] ?? 'lost';
    if (step === 'lost') return response.untyped(HttpResponse.error());
    if ('doacao' in step) return response(201).json(step);
    const headers = step.retryAfter === undefined ? undefined : { 'Retry-After': String(step.retryAfter) };
    const body = { ...problem(step.status), code: step.code, detail: 'Answered in the story.' };
    if (step.status === 409) return response(409).json(body, { headers });
    if (step.status === 503) return response(503).json(body, { headers });
    return response(422).json(body, { headers });
  });

/** The member's gifts and recurring gifts, and their changes. */
export const myGiving = (gifts: Doacao[] = [storyGift()], recurring: DoacaoRecorrente[] = [storyRecurring()]) => [
  givingApi.get('/usuario/{id}/doacao/', ({ response }) => response(200).json({ doacoes: gifts })),
  givingApi.get('/usuario/{id}/doacao-recorrente/', ({ response }) => response(200).json({ recorrentes: recurring })),
  givingApi.put('/usuario/{id}/doacao-recorrente/{recorrenteId}', async ({ request, response }) => {
    const body = (await request.json()) as { valor: number; recorrenciaDias: number };
    if (body.valor < 500) return response(422).json({ ...problem(422), code: 'DOACAO_VALOR_MINIMO' });
    return response(200).json({ recorrente: storyRecurring(body) });
  }),
  givingApi.delete('/usuario/{id}/doacao-recorrente/{recorrenteId}', ({ response }) => response(204).empty()),
];

export const storyStatement = (overrides: Partial<ExtratoDoacoes> = {}): ExtratoDoacoes => ({
  ano: 2026,
  igreja: { nome: 'Grace Community Church', endereco: '120 Tremont Street, Boston' },
  doador: { nome: 'Ana Souza', cpf: null },
  moeda: 'USD',
  total: 17500,
  porMotivo: [
    { motivo: 'Tithe', total: 15000 },
    { motivo: 'Offering', total: 2500 },
  ],
  taxasCobertas: 0,
  doacoes: [storyGift(), storyGift({ id: 82, dataCadastro: '2026-10-23T15:00:00.000Z', valor: 10000, total: 10000 }), storyGift({ id: 83, motivos: [{ idMotivo: 2, nome: 'Offering', valor: 2500 }], valor: 2500, total: 2500 })],
  ...overrides,
});

/** `GET /usuario/{id}/doacao/extrato`: the statement. */
export const givingStatement = (statement: ExtratoDoacoes = storyStatement()) => givingApi.get('/usuario/{id}/doacao/extrato', ({ response }) => response(200).json(statement));
