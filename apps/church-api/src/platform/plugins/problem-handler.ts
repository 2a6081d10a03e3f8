import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FieldError, PROBLEM_CONTENT_TYPE, ProblemError } from '../http/problem';

interface AjvIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Names the field an Ajv issue is about: `body.email`, `query.igreja`, `params.slug`; for a missing
 * or an unexpected property, that property (`body.extra`).
 */
function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const where = context === 'querystring' ? 'query' : (context ?? 'body');
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const property = issue.params.missingProperty ?? issue.params.additionalProperty;
  const name = [path, typeof property === 'string' ? property : ''].filter(Boolean).join('.');
  return name ? `${where}.${name}` : where;
}

function messageOf(issue: AjvIssue): string {
  if (issue.keyword === 'additionalProperties') return 'is not a field of this request';
  return issue.message ?? 'is invalid';
}

/** Every error leaves the server as application/problem+json; a 5xx never shows internals. */
export const problemHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((rawError: FastifyError, request, reply) => {
    // fastify-openapi-glue wraps a failed security handler's error in its own; answer with ours.
    const wrapped = (rawError as { errors?: unknown }).errors;
    const error =
      Array.isArray(wrapped) && wrapped.length > 0 && wrapped.every((e) => e instanceof ProblemError)
        ? (wrapped[wrapped.length - 1] as ProblemError as unknown as FastifyError)
        : rawError;
    if (error instanceof ProblemError) {
      const { headers, ...extra } = error.extra;
      if (headers) reply.headers(headers);
      return reply
        .status(error.status)
        .type(PROBLEM_CONTENT_TYPE)
        .send({ type: 'about:blank', title: error.title, status: error.status, detail: error.detail, ...extra });
    }
    if (error.validation) {
      const errors: FieldError[] = (error.validation as AjvIssue[]).map((issue) => ({
        field: fieldOf(issue, error.validationContext),
        message: messageOf(issue),
      }));
      return reply.status(400).type(PROBLEM_CONTENT_TYPE).send({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: errors.map((e) => `${e.field} ${e.message}`).join('; '),
        errors,
      });
    }
    return sendStatusProblem(error, request, reply);
  });
});

/** A 4xx error keeps its status and message; anything else is a logged 500 that says nothing more. */
function sendStatusProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'unhandled error');
  return reply
    .status(status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({
      type: 'about:blank',
      title: STATUS_CODES[status] ?? 'Error',
      status,
      detail: status === 500 ? 'Something went wrong on our side.' : error.message,
    });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals (a malformed URL, a path segment longer than
 * `maxParamLength`), which never reach the error handler, as problems too.
 */
export function frameworkErrorProblem(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendStatusProblem(error, request, reply);
}
