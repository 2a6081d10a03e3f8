import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that carry credentials: the spec's auto-login tokens and the access screen's one-time links. */
export const CREDENTIAL_PARAMETERS = ['token', 'refreshToken', 'verifyToken', 'resetToken'];

/** The URL with the values of credential parameters replaced, for the logs. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of CREDENTIAL_PARAMETERS) {
    if (params.has(name)) {
      params.set(name, 'REDACTED');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** What the request log says of a request: Fastify's usual fields, credentials in the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logger option with the redacting request serializer added (a ready-made logger is left alone). */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return { serializers: { req: requestLogSerializer } };
  if (!logger || typeof logger !== 'object' || 'child' in logger) return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestLogSerializer } };
}
