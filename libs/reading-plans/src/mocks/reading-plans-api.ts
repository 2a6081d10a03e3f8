import type { InscricaoPlanoLeitura, PlanoLeitura, PlanoLeituraResumo, paths } from '@church/contracts-reading-plans';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The reading plans contract's mock handlers for stories: paths, parameters and bodies checked against it. */
export const readingPlansApi = contractHttp<paths>();

const SERMON_UUID = '3f2b8c1a-1d4e-4b7a-9c2d-5e6f7a8b9c01';
const GOSPELS_UUID = '7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b';
const PSALMS_UUID = '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** The Sermon on the Mount: Matthew 5, 6 and 7, a chapter a day. */
export const storySermonPlan: PlanoLeitura = {
  uuid: SERMON_UUID,
  nome: 'The Sermon on the Mount',
  descricao: 'Matthew 5 to 7, one chapter a day for three days.',
  totalDias: 3,
  dias: [5, 6, 7].map((chapter, index) => ({ dia: index + 1, leituras: [{ livro: 'Matt', nomeLivro: 'Matthew', capituloInicial: chapter, capituloFinal: chapter }] })),
};

export const storyPlans: PlanoLeituraResumo[] = [
  { uuid: GOSPELS_UUID, nome: 'The Gospels in 30 days', descricao: 'Matthew, Mark, Luke and John: the life of Jesus in about three chapters a day.', totalDias: 30 },
  { uuid: PSALMS_UUID, nome: 'Psalms and Proverbs in 31 days', descricao: 'A handful of psalms and a chapter of Proverbs each day.', totalDias: 31 },
  { uuid: SERMON_UUID, nome: storySermonPlan.nome, descricao: storySermonPlan.descricao, totalDias: 3 },
];

const summaryOf = ({ dias: _dias, ...summary }: PlanoLeitura): PlanoLeituraResumo => summary;

/** The member's progress in a plan: `diasLidos` read, completed when every day is. */
export function storyProgress(diasLidos: number[], plan: PlanoLeituraResumo = summaryOf(storySermonPlan), uuid = '5c4b3a29-1807-4f6e-9d5c-4b3a29180706'): InscricaoPlanoLeitura {
  const unread = Array.from({ length: plan.totalDias }, (_, index) => index + 1).find((day) => !diasLidos.includes(day)) ?? null;
  return {
    uuid,
    plano: plan,
    dataInicio: '2026-11-20T09:00:00.000Z',
    dataConclusao: unread === null ? '2026-11-23T21:00:00.000Z' : null,
    diasLidos: [...diasLidos].sort((a, b) => a - b),
    diaAtual: unread,
  };
}

/** `GET /igreja/{slug}/plano-leitura/`: the given plans, one page of `limit` out of `total`. */
export const plansList = (planos: PlanoLeituraResumo[] = storyPlans, total = planos.length) =>
  readingPlansApi.get('/igreja/{slug}/plano-leitura/', ({ query, response }) =>
    response(200).json({ planos, total, page: Number(query.get('page') ?? 1), limit: Number(query.get('limit') ?? 10) }),
  );
export const plansListLoading = () => readingPlansApi.get('/igreja/{slug}/plano-leitura/', neverAnswer);
export const plansListFailing = () => readingPlansApi.get('/igreja/{slug}/plano-leitura/', serverError);

/** `GET /igreja/{slug}/plano-leitura/{plano}`: the Sermon on the Mount, else 404. */
export const planDetail = () =>
  readingPlansApi.get('/igreja/{slug}/plano-leitura/{plano}', ({ params, response }) =>
    params.plano === SERMON_UUID ? response(200).json({ plano: storySermonPlan }) : response(404).json(problem(404)),
  );
export const planDetailLoading = () => readingPlansApi.get('/igreja/{slug}/plano-leitura/{plano}', neverAnswer);

/**
 * The member's progress, kept in the story as the server keeps it: listed, read by UUID, started,
 * marked day by day, reset and deleted.
 */
export function memberProgressServer(initial: InscricaoPlanoLeitura[] = []) {
  let progress = [...initial];
  const find = (uuid: string) => progress.find((candidate) => candidate.uuid === uuid);
  const replace = (next: InscricaoPlanoLeitura) => {
    progress = progress.map((candidate) => (candidate.uuid === next.uuid ? next : candidate));
    return next;
  };
  return {
    reset: (next: InscricaoPlanoLeitura[] = initial) => {
      progress = [...next];
    },
    handlers: {
      myList: readingPlansApi.get('/usuario/{id}/plano-leitura/', ({ response }) => response(200).json({ inscricoes: progress })),
      myPlan: readingPlansApi.get('/usuario/{id}/plano-leitura/{inscricao}', ({ params, response }) => {
        const found = find(params.inscricao);
        return found ? response(200).json({ inscricao: found }) : response(404).json(problem(404));
      }),
      start: readingPlansApi.post('/usuario/{id}/plano-leitura/', async ({ request, response }) => {
        const { plano } = await request.json();
        if (progress.some((candidate) => candidate.plano.uuid === plano)) return response(409).json(problem(409, { code: 'PLANO_LEITURA_JA_INICIADO' }));
        const plan = storyPlans.find((candidate) => candidate.uuid === plano);
        if (!plan) return response(404).json(problem(404));
        const started = storyProgress([], plan, '6d5c4b3a-2918-4706-8e5d-4c3b2a190817');
        progress = [started, ...progress];
        return response(201).json({ inscricao: started });
      }),
      mark: readingPlansApi.put('/usuario/{id}/plano-leitura/{inscricao}/dia/{dia}', async ({ params, request, response }) => {
        const found = find(params.inscricao);
        if (!found) return response(404).json(problem(404));
        const { lido } = await request.json();
        const day = Number(params.dia);
        const days = lido ? [...new Set([...found.diasLidos, day])] : found.diasLidos.filter((candidate) => candidate !== day);
        return response(200).json({ inscricao: replace(storyProgress(days, found.plano, found.uuid)) });
      }),
      restart: readingPlansApi.post('/usuario/{id}/plano-leitura/{inscricao}/reiniciar', ({ params, response }) => {
        const found = find(params.inscricao);
        return found ? response(200).json({ inscricao: replace(storyProgress([], found.plano, found.uuid)) }) : response(404).json(problem(404));
      }),
      remove: readingPlansApi.delete('/usuario/{id}/plano-leitura/{inscricao}', ({ params, response }) => {
        if (!find(params.inscricao)) return response(404).json(problem(404));
        progress = progress.filter((candidate) => candidate.uuid !== params.inscricao);
        return response(204).empty();
      }),
    },
  };
}

export const myPlansLoading = () => readingPlansApi.get('/usuario/{id}/plano-leitura/', neverAnswer);
export const myPlansFailing = () => readingPlansApi.get('/usuario/{id}/plano-leitura/', serverError);
export { GOSPELS_UUID, SERMON_UUID };
