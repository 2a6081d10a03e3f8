import type { Doacao, DoacaoCriada, DoacaoRecorrente, ExtratoDoacoes, OpcoesDoacao, paths } from '@church/contracts-giving';
import type { Pagamento } from '@church/contracts-payments';
import { paymentCalls, savedCardsList, storyCard, storyPayment as paymentStory } from '@church/payments/mocks';
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
  valorEstornado: 0,
  // Net of any refund the story gives it, taken from the gift first (as the server counts it).
  valorLiquido: Math.max(0, (overrides.valor ?? 5000) - (overrides.valorEstornado ?? 0)),
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
  pausadaEm: null,
  idCartao: storyCard.id,
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

/** A second saved card, to choose for a recurring gift. */
export const storyNewCard = { ...storyCard, id: 62, bandeira: 'mastercard', ultimosDigitos: '4444', validade: '08/31' };

/** A recurring gift paused after its period's fourth declined charge. */
export const storyPausedRecurring = (overrides: Partial<DoacaoRecorrente> = {}): DoacaoRecorrente =>
  storyRecurring({ status: 'pausada', falhas: 4, pausadaEm: '2026-12-30T15:00:00.000Z', proximaCobranca: '2027-01-22T15:00:00.000Z', ...overrides });

/** A monthly tithe in reais paid by Pix, its period's Pix waiting to be paid (none when `pending` is false). */
export const storyPixRecurring = (overrides: Partial<DoacaoRecorrente> = {}, pending = true): DoacaoRecorrente =>
  storyRecurring({
    motivo: 'Dízimo',
    valor: 10000,
    moeda: 'BRL',
    metodo: 'PIX',
    idCartao: null,
    cartao: null,
    proximaCobranca: '2027-01-22T15:00:00.000Z',
    pixPendente: pending ? { codigoPagamento: 'P1X7R3C0RR3NT3AB', total: 10000, copiaECola: '00020126580014br.gov.bcb.pix0136story', expiraEm: '2026-12-26T15:00:00.000Z' } : null,
    ...overrides,
  });

/** What a story's recurring-gift calls were sent: each change's and each resume's body. */
export interface SentRecurringChanges {
  changes: unknown[];
  resumes: unknown[];
}

/**
 * The member's gifts and recurring gifts (a recurring gift that is resumed answers as running again, on
 * the card chosen), their saved cards, and the changes; `sent` gathers what each change and resume sent.
 */
export const myGiving = (gifts: Doacao[] = [storyGift()], recurring: DoacaoRecorrente[] = [storyRecurring()], sent: SentRecurringChanges = { changes: [], resumes: [] }) => {
  let current = recurring;
  const cards = [storyCard, storyNewCard];
  const cardText = (id: number | undefined, fallback: string | null | undefined) => {
    const card = cards.find((candidate) => candidate.id === id);
    return card ? `${card.bandeira.toUpperCase()} •••• ${card.ultimosDigitos}` : (fallback ?? null);
  };
  return [
    givingApi.get('/usuario/{id}/doacao/', ({ response }) => response(200).json({ doacoes: gifts })),
    givingApi.get('/usuario/{id}/doacao-recorrente/', ({ response }) => response(200).json({ recorrentes: current })),
    givingApi.put('/usuario/{id}/doacao-recorrente/{recorrenteId}', async ({ request, response }) => {
      const body = (await request.json()) as { valor: number; recorrenciaDias: number; idCartaoSalvo?: number };
      sent.changes.push(body);
      if (body.valor < 500) return response(422).json({ ...problem(422), code: 'DOACAO_VALOR_MINIMO' });
      const { idCartaoSalvo, ...change } = body;
      return response(200).json({ recorrente: storyRecurring({ ...change, ...(idCartaoSalvo ? { idCartao: idCartaoSalvo, cartao: cardText(idCartaoSalvo, null) } : {}) }) });
    }),
    givingApi.post('/usuario/{id}/doacao-recorrente/{recorrenteId}/retomar', async ({ params, request, response }) => {
      const body = (await request.json()) as { idCartaoSalvo?: number };
      sent.resumes.push(body);
      const gift = current.find((candidate) => candidate.id === Number(params.recorrenteId));
      if (!gift) return response(404).json(problem(404));
      const resumed: DoacaoRecorrente = {
        ...gift,
        status: 'ativa',
        falhas: 0,
        pausadaEm: null,
        idCartao: body.idCartaoSalvo ?? gift.idCartao ?? null,
        cartao: cardText(body.idCartaoSalvo, gift.cartao),
      };
      current = current.map((candidate) => (candidate.id === gift.id ? resumed : candidate));
      return response(200).json({ recorrente: resumed });
    }),
    givingApi.delete('/usuario/{id}/doacao-recorrente/{recorrenteId}', ({ response }) => response(204).empty()),
    savedCardsList(cards),
  ];
};

export const storyStatement = (overrides: Partial<ExtratoDoacoes> = {}): ExtratoDoacoes => ({
  ano: 2026,
  igreja: { nome: 'Grace Community Church', endereco: '120 Tremont Street, Boston', razaoSocial: 'Grace Community Church of Boston, Inc.', tipoDocumentoFiscal: 'EIN', documentoFiscal: '04-3187652' },
  doador: { nome: 'Ana Souza', cpf: null },
  moeda: 'USD',
  total: 17500,
  porMotivo: [
    { motivo: 'Tithe', total: 15000 },
    { motivo: 'Offering', total: 2500 },
  ],
  taxasCobertas: 0,
  totalEstornado: 0,
  doacoes: [storyGift(), storyGift({ id: 82, dataCadastro: '2026-10-23T15:00:00.000Z', valor: 10000, total: 10000 }), storyGift({ id: 83, motivos: [{ idMotivo: 2, nome: 'Offering', valor: 2500 }], valor: 2500, total: 2500 })],
  ...overrides,
});

/** `GET /usuario/{id}/doacao/extrato`: the statement. */
export const givingStatement = (statement: ExtratoDoacoes = storyStatement()) => givingApi.get('/usuario/{id}/doacao/extrato', ({ response }) => response(200).json(statement));

/** `GET /usuario/{id}/doacao/extrato/pdf`: a (tiny) PDF named as the server names it, or a failure; `asked` counts the downloads. */
export const givingStatementPdf = (answer: 'pdf' | 'failing' = 'pdf', asked: { count: number } = { count: 0 }) =>
  givingApi.get('/usuario/{id}/doacao/extrato/pdf', (resolver) => {
    asked.count += 1;
    if (answer === 'failing') return serverError(resolver);
    return resolver.response.untyped(
      new HttpResponse(new Blob(['%PDF-1.3\n%%EOF\n'], { type: 'application/pdf' }), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="giving-statement-2026.pdf"' },
      }),
    );
  });
