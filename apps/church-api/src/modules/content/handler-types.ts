import type { FastifyRequest } from 'fastify';
import type { ApiOperations } from '@church/data-access/schemas';

type Params<Op extends keyof ApiOperations> = ApiOperations[Op]['parameters'];

/** The request of an operation of openapi/api.v1.yaml, typed from the contract. */
export type Request<Op extends keyof ApiOperations> = FastifyRequest<{
  Params: NonNullable<Params<Op>['path']>;
  Querystring: NonNullable<Params<Op>['query']>;
}>;

/** The 200 body of an operation of openapi/api.v1.yaml. */
export type Ok<Op extends keyof ApiOperations> = ApiOperations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
