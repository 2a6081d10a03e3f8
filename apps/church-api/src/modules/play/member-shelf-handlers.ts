import type { FastifyReply } from 'fastify';
import type { operations } from '@church/contracts-play';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { ProblemError } from '@church/api-platform/http/problem';
import { requireMemberOf, requireSelfMemberOf } from '@church/api-platform/plugins/authentication';
import { MY_LIST_LIMIT, type MemberShelfRepository } from './member-shelf-repository';
import { CONTENT_NOT_FOUND } from './play-handlers';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

const contentNotFound = (id: number) => new ProblemError(404, 'Not Found', `This church has no video ${id}.`, { code: CONTENT_NOT_FOUND });

/** The member's calls of the area: my list (§7) and where they stopped in each video. */
export function memberShelfHandlers(shelf: MemberShelfRepository) {
  return {
    async listUsuarioPlanoAssinaturaConteudos(req: Request<'listUsuarioPlanoAssinaturaConteudos'>): Promise<Ok<'listUsuarioPlanoAssinaturaConteudos'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.query.usuario);
      return { usuarioPlanoAssinaturaConteudos: await shelf.list(req.church.id, member.id) };
    },

    async addUsuarioPlanoAssinaturaConteudo(req: Request<'addUsuarioPlanoAssinaturaConteudo'>, reply: FastifyReply): Promise<Ok<'addUsuarioPlanoAssinaturaConteudo'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.query.usuario);
      const result = await shelf.add(req.church.id, member.id, req.query.planoAssinaturaConteudo);
      if (result.kind === 'no-content') throw contentNotFound(req.query.planoAssinaturaConteudo);
      if (result.kind === 'full') throw new ProblemError(422, 'Unprocessable Content', `A list holds at most ${MY_LIST_LIMIT} contents.`, { code: 'MINHA_LISTA_CHEIA' });
      void reply.code(result.kind === 'added' ? 201 : 200);
      return { usuarioPlanoAssinaturaConteudo: result.item };
    },

    async removeUsuarioPlanoAssinaturaConteudo(req: Request<'removeUsuarioPlanoAssinaturaConteudo'>, reply: FastifyReply): Promise<void> {
      const member = await requireMemberOf(req, req.church.id);
      if (!(await shelf.remove(req.church.id, member.id, req.params.id))) {
        throw new ProblemError(404, 'Not Found', `Your list has no item ${req.params.id}.`, { code: 'ITEM_NAO_ENCONTRADO' });
      }
      return reply.code(204).send();
    },

    async getProgressoPlanoAssinaturaConteudo(req: Request<'getProgressoPlanoAssinaturaConteudo'>): Promise<Ok<'getProgressoPlanoAssinaturaConteudo'>> {
      const member = await requireMemberOf(req, req.church.id);
      if (!(await shelf.isVideo(req.church.id, req.params.id))) throw contentNotFound(req.params.id);
      return { progresso: await shelf.progress(member.id, req.params.id) };
    },

    async saveProgressoPlanoAssinaturaConteudo(req: Request<'saveProgressoPlanoAssinaturaConteudo'>): Promise<Ok<'saveProgressoPlanoAssinaturaConteudo'>> {
      const member = await requireMemberOf(req, req.church.id);
      if (!(await shelf.isVideo(req.church.id, req.params.id))) throw contentNotFound(req.params.id);
      return { progresso: await shelf.saveProgress(req.church.id, member.id, req.params.id, req.body.segundos, req.body.concluido ?? false) };
    },

    async listUsuarioPlanoAssinaturaProgressos(req: Request<'listUsuarioPlanoAssinaturaProgressos'>): Promise<Ok<'listUsuarioPlanoAssinaturaProgressos'>> {
      const member = await requireSelfMemberOf(req, req.church.id, req.query.usuario);
      return { progressos: await shelf.continueWatching(req.church.id, member.id) };
    },
  };
}
