import type { AssinaturaCriada, CotacaoAssinatura, PlanoAssinatura, UsuarioPlanoAssinatura } from '@church/contracts-play';
import { storyPayment } from '@church/payments/mocks';
import { neverAnswer, problem, serverError } from '@church/testing/mock-api';
import { HttpResponse } from 'msw';
import { samplePlans } from '../shared/sample-contents';
import { playApi } from './play-api';
import { storySubscription } from './subscriptions-api';

/** The coupons the stories' church gives: `BEMVINDO` takes 50 % off the first two charges. */
const STORY_COUPONS: Record<string, { percentual: number; periodos: number }> = { BEMVINDO: { percentual: 50, periodos: 2 } };

/** A quote as the server makes it: the plan's price less the coupon, its fee, its hiring fee once; nothing today during a trial. */
export function storyQuote(plan: PlanoAssinatura, { trial = plan.diasTeste > 0, cupom = null as string | null, metodos = ['CARTAO_CREDITO'] as CotacaoAssinatura['metodosPagamento'], testeExigeCpf = false } = {}): CotacaoAssinatura {
  const coupon = cupom ? STORY_COUPONS[cupom.toUpperCase()] : undefined;
  const desconto = coupon ? Math.round((plan.valor * coupon.percentual) / 100) : 0;
  const total = plan.valor - desconto + plan.taxa + plan.taxaAdesao;
  const data = trial ? '2026-12-05T12:00:00.000Z' : '2026-11-28T12:00:00.000Z';
  return {
    plano: plan,
    periodoTeste: trial,
    testeExigeCpf,
    diasTeste: plan.diasTeste,
    cupom: coupon && cupom ? { codigo: cupom.toUpperCase(), ...coupon } : null,
    totalHoje: trial ? 0 : total,
    primeiraCobranca: { data, valor: plan.valor, desconto, taxa: plan.taxa, taxaAdesao: plan.taxaAdesao, total },
    renovacao: { data, valor: plan.valor, desconto: 0, taxa: plan.taxa, taxaAdesao: 0, total: plan.valor + plan.taxa },
    moeda: plan.moeda,
    metodosPagamento: metodos,
  };
}

/** `GET /usuario-plano-assinatura/cotacao/`: the quote of a story plan (404 for another), a coupon applied or refused (422 `CUPOM_INVALIDO`). */
export const quoteOf = (options: Parameters<typeof storyQuote>[1] = {}, plans: PlanoAssinatura[] = samplePlans) =>
  playApi.get('/usuario-plano-assinatura/cotacao/', ({ query, response }) => {
    const plan = plans.find((candidate) => candidate.id === Number(query.get('plano')));
    if (!plan) return response(404).json(problem(404, { code: 'PLANO_NAO_ENCONTRADO' }));
    const cupom = query.get('cupom');
    if (cupom && !STORY_COUPONS[cupom.toUpperCase()]) return response(422).json(problem(422, { code: 'CUPOM_INVALIDO' }));
    return response(200).json(storyQuote(plan, { ...options, cupom }));
  });
export const quoteLoading = () => playApi.get('/usuario-plano-assinatura/cotacao/', neverAnswer);
export const quoteFailing = () => playApi.get('/usuario-plano-assinatura/cotacao/', serverError);

/** The member's subscription to a story plan, begun today, as the subscribe answers it. */
export const subscriptionTo = (plan: PlanoAssinatura, overrides: Partial<UsuarioPlanoAssinatura> = {}): UsuarioPlanoAssinatura =>
  storySubscription({
    plano: { id: plan.id, codigo: plan.codigo, nome: plan.nome, periodicidade: plan.periodicidade },
    valor: plan.valor,
    taxa: plan.taxa,
    taxaAdesao: plan.taxaAdesao,
    moeda: plan.moeda,
    dataAssinatura: '2026-11-28T12:00:00.000Z',
    fimPeriodo: '2026-12-28T12:00:00.000Z',
    proximaCobranca: '2026-12-28T12:00:00.000Z',
    ...overrides,
  });

/** A subscription by card, paid at once. */
export const storyPaidSubscription = (plan: PlanoAssinatura = samplePlans[1] as PlanoAssinatura): AssinaturaCriada => ({
  usuarioPlanoAssinatura: subscriptionTo(plan),
  pagamento: storyPayment({ codigo: 'ASS7Q2M9XW4TPA8C', valor: plan.valor, taxa: plan.taxa + plan.taxaAdesao, total: plan.valor + plan.taxa + plan.taxaAdesao, descricao: plan.nome, idEvento: null }),
});

/** What a story's subscribe handler was sent: each request's Idempotency-Key and body. */
export interface SentSubscription {
  key: string | null;
  body: unknown;
}

/** One answer of the subscribe: the subscription made, a refusal with its code, or no answer at all (`lost`). */
export type SubscribeStep = AssinaturaCriada | { status: 409 | 422; code: string } | 'lost';

/** `POST /usuario-plano-assinatura/` answering `steps` in turn (the last one to every request after), gathering what each request sent in `sent`. */
export const subscribeSteps = (steps: SubscribeStep[], sent: SentSubscription[] = []) =>
  playApi.post('/usuario-plano-assinatura/', async ({ request, response }) => {
    sent.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const step = steps[Math.min(sent.length, steps.length) - 1] ?? 'lost';
    if (step === 'lost') return response.untyped(HttpResponse.error());
    if ('usuarioPlanoAssinatura' in step) return response(201).json(step);
    const body = problem(step.status, { code: step.code, detail: 'Answered in the story.' });
    return step.status === 409 ? response(409).json(body) : response(422).json(body);
  });
