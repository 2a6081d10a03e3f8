import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractOperation } from '../http/contract-operations';
import { ProblemError } from '../http/problem';
import { operationIdOf, withHook } from '../http/route-hooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as they came, for an operation whose body is signed (`x-signed-body`). */
    signedBody?: Buffer;
  }
}

/** A signed body is kept whole before it is parsed: its signature covers these bytes, not a re-serialisation of what they parse to. */
async function keepSignedBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream): Promise<NodeJS.ReadableStream> {
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  request.signedBody = Buffer.concat(chunks);
  const copy = Readable.from([request.signedBody]) as Readable & { receivedEncodedLength?: number };
  copy.receivedEncodedLength = request.signedBody.length;
  return copy;
}

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
      if (operation.signedBody) route.preParsing = withHook(route.preParsing as never, keepSignedBody as never);
    });
  },
  { name: 'request-bodies' },
);
