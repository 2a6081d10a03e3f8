import type { operations } from '@church/contracts-play';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { ProblemError } from '@church/api-platform/http/problem';
import type { PlayRepository } from './play-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export const AREA_NOT_SET_UP = 'ASSINATURA_NAO_CONFIGURADA';
export const CONTENT_NOT_FOUND = 'CONTEUDO_NAO_ENCONTRADO';

/** The calls of the area's public catalogue (§7 "Subscription video area"). */
export function playHandlers(area: PlayRepository) {
  return {
    async getPlanoAssinaturaConfiguracao(req: Request<'getPlanoAssinaturaConfiguracao'>): Promise<Ok<'getPlanoAssinaturaConfiguracao'>> {
      const planoAssinaturaConfiguracao = await area.configuration(req.church.id);
      if (!planoAssinaturaConfiguracao) throw new ProblemError(404, 'Not Found', 'This church has no video area.', { code: AREA_NOT_SET_UP });
      return { planoAssinaturaConfiguracao };
    },

    async listPlanosAssinatura(req: Request<'listPlanosAssinatura'>): Promise<Ok<'listPlanosAssinatura'>> {
      return { planoAssinaturas: await area.plans(req.church.id) };
    },

    async listPlanoAssinaturaHome(req: Request<'listPlanoAssinaturaHome'>): Promise<Ok<'listPlanoAssinaturaHome'>> {
      return { tags: await area.homeTags(req.church.id) };
    },

    async listPlanoAssinaturaConteudos(req: Request<'listPlanoAssinaturaConteudos'>): Promise<Ok<'listPlanoAssinaturaConteudos'>> {
      const page = pageOf(req.query);
      const { destaque, tag, coletanea, busca } = req.query;
      const { items, total } = await area.list(
        req.church.id,
        { ...(destaque !== undefined ? { destaque } : {}), ...(tag !== undefined ? { tag } : {}), ...(coletanea !== undefined ? { coletanea } : {}), ...(busca !== undefined ? { busca } : {}) },
        page,
      );
      return { planoAssinaturaConteudos: items, total, ...page };
    },

    async getPlanoAssinaturaConteudo(req: Request<'getPlanoAssinaturaConteudo'>): Promise<Ok<'getPlanoAssinaturaConteudo'>> {
      const planoAssinaturaConteudo = await area.content(req.church.id, req.params.id);
      if (!planoAssinaturaConteudo) throw new ProblemError(404, 'Not Found', `This church has no content ${req.params.id}.`, { code: CONTENT_NOT_FOUND });
      return { planoAssinaturaConteudo };
    },
  };
}
