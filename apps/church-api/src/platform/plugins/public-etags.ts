import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { matchesEtag } from '../http/cached-response';
import { carriesCredentials, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../http/public-response';

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * The read answers of a contract, when the handler did not choose their caching itself (the cached
 * tenant answers, `sendPublic`): to a request with credentials `private, no-store`; otherwise a 200
 * carries a weak ETag of its JSON (weak: compression may follow) and public revalidation, and a request
 * whose If-None-Match names it gets 304 without the body. Errors and answers that set a cookie are left
 * as they are.
 */
export const publicEtags = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      if (!isRead(request) || reply.hasHeader('cache-control')) return done(null, payload);
      if (carriesCredentials(request)) {
        reply.header('cache-control', PRIVATE_CACHE_CONTROL);
        return done(null, payload);
      }
      if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('set-cookie')) return done(null, payload);
      const opaque = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', `W/${opaque}`).header('cache-control', PUBLIC_CACHE_CONTROL);
      if (!matchesEtag(request, opaque)) return done(null, payload);
      reply.status(304);
      return done(null, '');
    });
  },
  { name: 'public-etags' },
);
