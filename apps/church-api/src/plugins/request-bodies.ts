import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractOperation } from '../http/contract-operations';
import { ProblemError } from '../http/problem';
import { operationIdOf, withHook } from '../http/route-hooks';

export interface RequestBodiesOptions {
  operations: ContractOperation[];
}

function unsupportedMediaType(operation: ContractOperation): ProblemError {
  const detail =
    operation.bodyMediaTypes.length > 0 ? `This operation takes a body of type ${operation.bodyMediaTypes.join(' or ')}.` : 'This operation takes no request body.';
  return new ProblemError(415, 'Unsupported Media Type', detail);
}

function bodyRequired(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'This operation needs a request body.', {
    errors: [{ field: 'body', message: 'is required' }],
  });
}

/** Whether the request carries a body at all (as Fastify decides before parsing one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Which bodies a contract operation reads is the contract's call: a media type it does not declare is
 * a 415 — Fastify validates a body only against the schema of its media type, so an undeclared type
 * would skip validation — and a required body cannot be left out. Checked before the body is parsed.
 */
export const requestBodies = fp(
  async (app: FastifyInstance, { operations }: RequestBodiesOptions) => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

    app.addHook('onRoute', (route) => {
      const operation = byId.get(operationIdOf(route.schema) ?? '');
      if (!operation) return;
      // An operation without a request body tolerates (and ignores) a JSON one.
      const accepted = operation.bodyMediaTypes.length > 0 ? operation.bodyMediaTypes : ['application/json'];
      const checkBody = async (request: FastifyRequest) => {
        if (request.method === 'GET' || request.method === 'HEAD') return;
        if (request.headers['content-type'] === undefined) {
          if (hasBody(request)) throw unsupportedMediaType(operation);
          if (operation.bodyRequired) throw bodyRequired();
          return;
        }
        const mediaType = request.mediaType;
        // An unreadable Content-Type is Fastify's own 415.
        if (mediaType !== undefined && !accepted.includes(mediaType)) throw unsupportedMediaType(operation);
      };
      route.preParsing = withHook(route.preParsing, checkBody);
    });
  },
  { name: 'request-bodies' },
);
