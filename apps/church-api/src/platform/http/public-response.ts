import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, sendCached, sendUncached } from './cached-response';

/** Public data: any cache may keep it, but must ask again (If-None-Match, answered 304) before each use. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** An answer to a request with credentials is kept by no cache, whatever it holds. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Headers that carry credentials: a bearer token, or a visitor's order access key. */
export const CREDENTIAL_HEADERS = ['authorization', 'x-chave-acesso'] as const;

/** Whether the request carries credentials (a bearer token or an order's access key, valid or not). */
export function carriesCredentials(request: FastifyRequest): boolean {
  return CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** Sends a public body made once: with its ETag to anyone, unstored for a request with credentials. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  if (carriesCredentials(request)) return sendUncached(request, reply, cached, PRIVATE_CACHE_CONTROL);
  return sendCached(request, reply, cached, PUBLIC_CACHE_CONTROL);
}
