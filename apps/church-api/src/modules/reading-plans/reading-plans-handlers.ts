import type { operations } from '@church/contracts-reading-plans';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { requireMemberOf, requireSelf } from '@church/api-platform/plugins/authentication';
import type { BookId } from '@church/api-modules/bible';
import { translationSummary } from '@church/api-modules/bible';
import { translationForLanguage } from '@church/api-modules/bible';
import type { Plan, Progress, ReadingPlansRepository } from './reading-plans-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The member of the path, who must be the signed-in account and a member of the church. */
async function memberOfPath(req: FastifyRequest & { params: { id: number } }) {
  await requireSelf(req, req.params.id);
  return requireMemberOf(req, req.church.id);
}

/** The first day not read, or null when every day is. */
function currentDay(diasLidos: number[], totalDias: number): number | null {
  const read = new Set(diasLidos);
  for (let dia = 1; dia <= totalDias; dia += 1) if (!read.has(dia)) return dia;
  return null;
}

function progressBody(progress: Progress) {
  return {
    uuid: progress.uuid,
    plano: progress.plano,
    dataInicio: progress.dataInicio.toISOString(),
    dataConclusao: progress.dataConclusao?.toISOString() ?? null,
    diasLidos: progress.diasLidos,
    diaAtual: currentDay(progress.diasLidos, progress.plano.totalDias),
  };
}

const noProgress = (uuid: string) => notFound(`The member has no plan ${uuid} at this church.`);

/** The reading plans calls: the church's plans, and the signed-in member's progress in them. */
export function readingPlansHandlers(plans: ReadingPlansRepository) {
  /** A plan's days, with each book named in the church's language (its Bible translation's names). */
  async function planBody(plan: Plan, idioma: string) {
    const books = new Map((await translationSummary(translationForLanguage(idioma))).livros.map((book) => [book.osis as string, book.nome]));
    const { id: _id, leituras, ...summary } = plan;
    return {
      ...summary,
      dias: leituras.map((day, index) => ({
        dia: index + 1,
        leituras: day.map((reading) => ({ ...reading, livro: reading.livro as BookId, nomeLivro: books.get(reading.livro) ?? reading.livro })),
      })),
    };
  }

  return {
    async listPlanosLeitura(req: Request<'listPlanosLeitura'>): Promise<Ok<'listPlanosLeitura'>> {
      await requireMemberOf(req, req.church.id);
      const page = pageOf(req.query);
      const { items, total } = await plans.list(req.church.id, page);
      return { planos: items, total, ...page };
    },

    async getPlanoLeitura(req: Request<'getPlanoLeitura'>): Promise<Ok<'getPlanoLeitura'>> {
      await requireMemberOf(req, req.church.id);
      const plan = await plans.plan(req.church.id, req.params.plano);
      if (!plan) throw notFound(`This church has no reading plan ${req.params.plano}.`);
      return { plano: await planBody(plan, req.church.idioma) };
    },

    async listInscricoesPlanoLeitura(req: Request<'listInscricoesPlanoLeitura'>): Promise<Ok<'listInscricoesPlanoLeitura'>> {
      const member = await memberOfPath(req);
      return { inscricoes: (await plans.progressList(member.id, req.church.id)).map(progressBody) };
    },

    async startPlanoLeitura(req: Request<'startPlanoLeitura'>, reply: FastifyReply): Promise<Ok<'startPlanoLeitura'>> {
      const member = await memberOfPath(req);
      const plan = await plans.plan(req.church.id, req.body.plano);
      if (!plan) throw notFound(`This church has no reading plan ${req.body.plano}.`);
      const started = await plans.start(member.id, req.church.id, plan);
      if (!started) {
        throw new ProblemError(409, 'Conflict', 'The member has started this plan already: reset it to start again.', { code: 'PLANO_LEITURA_JA_INICIADO' });
      }
      void reply.code(201);
      return { inscricao: progressBody(started) };
    },

    async getInscricaoPlanoLeitura(req: Request<'getInscricaoPlanoLeitura'>): Promise<Ok<'getInscricaoPlanoLeitura'>> {
      const member = await memberOfPath(req);
      const progress = await plans.progress(member.id, req.church.id, req.params.inscricao);
      if (!progress) throw noProgress(req.params.inscricao);
      return { inscricao: progressBody(progress) };
    },

    async marcarDiaPlanoLeitura(req: Request<'marcarDiaPlanoLeitura'>): Promise<Ok<'marcarDiaPlanoLeitura'>> {
      const member = await memberOfPath(req);
      const { inscricao, dia } = req.params;
      const progress = await plans.progress(member.id, req.church.id, inscricao);
      if (!progress) throw noProgress(inscricao);
      if (dia > progress.plano.totalDias) throw notFound(`The plan has ${progress.plano.totalDias} days, not ${dia}.`);
      const changed = await plans.markDay(member.id, req.church.id, inscricao, dia, req.body.lido);
      if (!changed) throw noProgress(inscricao);
      return { inscricao: progressBody(changed) };
    },

    async reiniciarPlanoLeitura(req: Request<'reiniciarPlanoLeitura'>): Promise<Ok<'reiniciarPlanoLeitura'>> {
      const member = await memberOfPath(req);
      const progress = await plans.reset(member.id, req.church.id, req.params.inscricao);
      if (!progress) throw noProgress(req.params.inscricao);
      return { inscricao: progressBody(progress) };
    },

    async deleteInscricaoPlanoLeitura(req: Request<'deleteInscricaoPlanoLeitura'>, reply: FastifyReply): Promise<void> {
      const member = await memberOfPath(req);
      if (!(await plans.delete(member.id, req.church.id, req.params.inscricao))) throw noProgress(req.params.inscricao);
      return reply.code(204).send();
    },
  };
}
