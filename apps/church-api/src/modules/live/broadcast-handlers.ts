import type { operations } from '@church/contracts-live';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound } from '@church/api-platform/http/problem';
import type { BroadcastRepository } from './broadcast-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** How many upcoming broadcasts when the call does not say (the contract's default). */
export const DEFAULT_UPCOMING = 3;

/** The live calls: the broadcast on now or the last one, one broadcast by its id, and the upcoming ones, in the church's time zone. */
export function broadcastHandlers(broadcasts: BroadcastRepository, now: () => Date = () => new Date()) {
  return {
    async getTransmissaoAtual(req: Request<'getTransmissaoAtual'>): Promise<Ok<'getTransmissaoAtual'>> {
      const { fusoHorario } = req.church;
      const transmissao = await broadcasts.currentOrLast(req.church.id, now(), fusoHorario);
      return transmissao ? { fusoHorario, transmissao } : { fusoHorario };
    },
    async getTransmissao(req: Request<'getTransmissao'>): Promise<Ok<'getTransmissao'>> {
      const { fusoHorario } = req.church;
      const transmissao = await broadcasts.byId(req.church.id, req.params.id, now(), fusoHorario);
      if (!transmissao) throw notFound(`This church has no broadcast ${req.params.id}.`);
      return { fusoHorario, transmissao };
    },
    async listProximasTransmissoes(req: Request<'listProximasTransmissoes'>): Promise<Ok<'listProximasTransmissoes'>> {
      const { fusoHorario } = req.church;
      return { fusoHorario, itens: await broadcasts.upcoming(req.church.id, now(), req.query.limit ?? DEFAULT_UPCOMING, fusoHorario) };
    },
  };
}
