import type { FastifyRequest } from 'fastify';

/** One operation of the `operations` type a contract library exports (openapi-typescript's shape). */
interface OperationShape {
  parameters: { path?: unknown; query?: unknown };
  responses: unknown;
}

/** The `operations` type a contract library exports. */
export type Operations<Ops = object> = { [Op in keyof Ops]: OperationShape };

type ParametersOf<Ops extends Operations<Ops>, Op extends keyof Ops> = Ops[Op]['parameters'];

type JsonBodyOf<Ops extends Operations<Ops>, Op extends keyof Ops> = Ops[Op] extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : Ops[Op] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : unknown;

/** The request of a contract operation: its path, query and JSON body as the contract types them. */
export type OperationRequest<Ops extends Operations<Ops>, Op extends keyof Ops> = FastifyRequest<{
  Params: NonNullable<ParametersOf<Ops, Op>['path']>;
  Querystring: NonNullable<ParametersOf<Ops, Op>['query']>;
  Body: JsonBodyOf<Ops, Op>;
}>;

/** The JSON body of an operation's 200 (or 201) answer. */
export type OperationOk<Ops extends Operations<Ops>, Op extends keyof Ops> = Ops[Op]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : Ops[Op]['responses'] extends { 201: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The JSON request body of an operation. */
export type OperationBody<Ops extends Operations<Ops>, Op extends keyof Ops> = JsonBodyOf<Ops, Op>;
