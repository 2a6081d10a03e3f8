import type { CartaoSalvo, Pagamento, paths } from '@church/contracts-payments';
import { HttpResponse } from 'msw';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/**
 * The payments contract's mock handlers for stories (this library's, and the checkouts' of events and
 * giving): paths, parameters and bodies checked against the contract.
 */
export const paymentsApi = contractHttp<paths>();

/** A payment as the payments contract has it: a card payment confirmed, unless `overrides` say otherwise. */
export const storyPayment = (overrides: Partial<Pagamento> = {}): Pagamento => ({
  codigo: 'K7Q2M9XW4TPA8C3D',
  metodo: 'CARTAO_CREDITO',
  status: 'aprovado',
  valor: 24900,
  taxa: 1033,
  juros: 0,
  total: 25933,
  parcelas: 1,
  moeda: 'USD',
  dataCadastro: '2026-11-23T15:00:00.000Z',
  descricao: 'Marriage Retreat Weekend',
  idEvento: 21,
  pix: null,
  boleto: null,
  dinheiro: null,
  desafio: null,
  reservaAte: null,
  ...overrides,
});

/** `GET /usuario/{id}/pagamento/`: the payment, else 404. */
export const paymentByCode = (payment: Pagamento | null = storyPayment()) =>
  paymentsApi.get('/usuario/{id}/pagamento/', ({ response }) => (payment ? response(200).json({ pagamento: payment }) : response(404).json(problem(404))));
export const paymentByCodeLoading = () => paymentsApi.get('/usuario/{id}/pagamento/', neverAnswer);
export const paymentByCodeFailing = () => paymentsApi.get('/usuario/{id}/pagamento/', serverError);

/** `POST /pagamento/sandbox/{codigo}/pagar`: the sandbox pays the payment. */
export const payInSandbox = (payment: Pagamento = storyPayment()) =>
  paymentsApi.post('/pagamento/sandbox/{codigo}/pagar', ({ response }) => response(200).json({ pagamento: { ...payment, status: 'aprovado', reservaAte: null } }));

export const storyCard: CartaoSalvo = { id: 61, idGatewayPagamento: 1, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40' };

/** `GET /usuario/{slug}/{userId}/cartoes`: the member's saved cards, by gateway. */
export const savedCardsList = (cards: CartaoSalvo[] = [storyCard]) =>
  paymentsApi.get('/usuario/{slug}/{userId}/cartoes', ({ response }) => response(200).json({ cartoes: cards.length ? [{ idGatewayPagamento: 1, cartoes: cards }] : [] }));
export const savedCardsLoading = () => paymentsApi.get('/usuario/{slug}/{userId}/cartoes', neverAnswer);

/** Saving and removing cards. */
export const cardChanges = () => [
  paymentsApi.post('/usuario-cartao-gateway-pagamento/', ({ response }) => response(201).json({ cartao: storyCard })),
  paymentsApi.delete('/usuario-cartao-gateway-pagamento/{id}', ({ response }) => response(204).empty()),
];

/** How the story gateway answers a card to tokenise: a token, a refusal of the card as typed, or no service. */
export type CardTokenAnswer = 'token' | 'invalid' | 'unavailable';

/**
 * The instalment and card-token calls of a checkout: instalments up to `maxParcelas`, 3 % interest a
 * month when asked with interest; `tokens.count` counts the cards tokenised.
 */
export const paymentCalls = (tokens: { count: number } = { count: 0 }, cardToken: CardTokenAnswer = 'token') => [
  paymentsApi.get('/igreja/{slug}/calcula-taxas-parcelamento-juros', ({ query, response }) => {
    const valor = Number(query.get('valor'));
    const max = Number(query.get('maxParcelas') ?? 1);
    const withInterest = query.get('flagJuros') === 'true';
    const data = Array.from({ length: max }, (_, index) => {
      const parcelas = index + 1;
      const valorTotal = parcelas === 1 || !withInterest ? valor : Math.round(valor * (1 + 0.03 * parcelas));
      return { parcelas, valorParcela: Math.ceil(valorTotal / parcelas), valorTotal, flagJuros: withInterest && parcelas > 1 };
    });
    return response(200).json({ data: { data } });
  }),
  paymentsApi.post('/general/payment/church/{id}/card/token', ({ response }) => {
    tokens.count += 1;
    if (cardToken === 'invalid') return response(422).json({ ...problem(422), code: 'CARD_INVALID', detail: 'Refused in the story.' });
    if (cardToken === 'unavailable') return response.untyped(HttpResponse.error());
    return response(201).json({ token: `tok_story_${String(tokens.count).padStart(10, '0')}`, bandeira: 'visa', ultimosDigitos: '4242', validade: '12/40', idGatewayPagamento: 1 });
  }),
];
