import type { operations } from '@church/contracts-lookups';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { type Idioma, type PlaceLookups, UnknownPlace } from './place-lookups';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The datasets change only with a release: the browser (and any cache between) keeps an answer a day. */
const KEPT_A_DAY = 'public, max-age=86400';

/** A wrong country, state or postcode: 400 problem+json naming the path parameter. */
function asProblem(error: unknown): unknown {
  if (!(error instanceof UnknownPlace)) return error;
  return new ProblemError(400, 'Bad Request', error.message, { errors: [{ field: error.field, message: error.message }] });
}

/** The §7 address lookups: a country's states, a state's cities and a postcode's places (place-lookups.ts). */
export function lookupHandlers(places: PlaceLookups) {
  return {
    async listEstadosDoPais(req: Request<'listEstadosDoPais'>, reply: FastifyReply): Promise<Ok<'listEstadosDoPais'>> {
      const answer = await places.statesOf(req.params.pais, (req.query.idioma ?? 'en') as Idioma).catch((error: unknown) => {
        throw asProblem(error);
      });
      void reply.header('cache-control', KEPT_A_DAY);
      return answer;
    },

    async listCidadesDoEstado(req: Request<'listCidadesDoEstado'>, reply: FastifyReply): Promise<Ok<'listCidadesDoEstado'>> {
      const { pais, estado } = req.params;
      const answer = await places.citiesOf(pais, estado, (req.query.idioma ?? 'en') as Idioma).catch((error: unknown) => {
        throw asProblem(error);
      });
      void reply.header('cache-control', KEPT_A_DAY);
      return answer;
    },

    async lookupCodigoPostal(req: Request<'lookupCodigoPostal'>, reply: FastifyReply): Promise<Ok<'lookupCodigoPostal'>> {
      const { pais, codigoPostal } = req.params;
      const answer = await places.postcode(pais, codigoPostal).catch((error: unknown) => {
        throw asProblem(error);
      });
      if (!answer) throw notFound(`The postcodes of ${pais} cannot be looked up.`);
      if (!answer.lugares.length) throw notFound(`No place has the postcode ${answer.codigoPostal} in ${pais}.`);
      void reply.header('cache-control', KEPT_A_DAY);
      return answer;
    },
  };
}
