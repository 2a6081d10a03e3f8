import type { FastifyRequest } from 'fastify';
import type { ApiOperations } from '@church/data-access/schemas';

/** Request and response types of an operation of openapi/api.v1.yaml, for the media modules' handlers. */
type Params<Op extends keyof ApiOperations> = ApiOperations[Op]['parameters'];
export type OperationRequest<Op extends keyof ApiOperations> = FastifyRequest<{
  Params: NonNullable<Params<Op>['path']>;
  Querystring: NonNullable<Params<Op>['query']>;
}>;
export type OperationOk<Op extends keyof ApiOperations> = ApiOperations[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** A page of a list the server pages: `page` from 1, `limit` items (the schema gives the defaults). */
export interface PageRequest {
  page: number;
  limit: number;
}

export function pageOf(query: { page?: number; limit?: number }): PageRequest {
  return { page: query.page ?? 1, limit: query.limit ?? 10 };
}

export const offsetOf = ({ page, limit }: PageRequest) => (page - 1) * limit;
