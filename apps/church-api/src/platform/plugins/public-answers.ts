import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicAnswerCache, ShareableAnswer } from '../http/public-answer-cache';
import { withHook } from '../http/route-hooks';
import type { TenantCache } from '../tenancy/tenant-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers to anonymous reads kept in front of the app (src/http/public-answer-cache.ts). */
    publicAnswerCache: PublicAnswerCache;
  }
  interface FastifyReply {
    /** Set by a handler whose answer any visitor may be given as it is (see shareAnswer). */
    shareable: ShareableAnswer | null;
  }
}

/** Lets the public answer cache keep this reply's answer, if it turns out to be a public 200 to an anonymous read. */
export function shareAnswer(reply: FastifyReply, shareable: ShareableAnswer): void {
  reply.shareable = shareable;
}

/** Hands the answer its handler marked shareable, if any, to the public answer cache. */
function storeShareable(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  if (reply.shareable !== null) request.server.publicAnswerCache.store(request.raw, reply.shareable, reply.statusCode, reply.getHeaders(), payload);
}

/** Each route's last onSend hook (see publicAnswers). */
const keepShareable: onSendHookHandler = (request, reply, payload, done) => {
  storeShareable(request, reply, payload);
  done(null, payload);
};

/**
 * Hands a not-found handler's shareable answer to the public answer cache. Such a handler is no route
 * (onRoute never sees it: every church page is one, src/web/web-routes.ts), so the scope that sets it
 * adds this hook, after every other, as the routes have theirs.
 */
export const keepNotFoundAnswer: onSendHookHandler = (request, reply, payload, done) => {
  if (request.is404) storeShareable(request, reply, payload);
  done(null, payload);
};

export interface PublicAnswersOptions {
  cache: PublicAnswerCache;
  tenants: TenantCache;
}

/**
 * Fills the public answer cache (src/http/public-answer-cache.ts), which the HTTP server consults
 * before the app: each route's last onSend hook (after compression) hands it the answers their
 * handler marked shareable. A church's answers go when it changes; register after the compression
 * plugin and before any route.
 */
export const publicAnswers = fp(
  async (app: FastifyInstance, { cache, tenants }: PublicAnswersOptions) => {
    app.decorate('publicAnswerCache', cache);
    app.decorateReply('shareable', null);
    app.addHook('onRoute', (route) => {
      route.onSend = withHook(route.onSend, keepShareable);
    });
    const stopHearing = tenants.onChange((churchId) => cache.dropChurch(churchId));
    if ((app.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info')) {
      cache.onServed = (request) =>
        app.log.info(
          { req: { method: request.method, url: request.url, host: request.headers.host, ip: request.socket.remoteAddress, socket: request.socket }, res: { statusCode: 200 } },
          'request answered from the public answer cache',
        );
    }
    app.addHook('preClose', (done) => {
      cache.close();
      done();
    });
    app.addHook('onClose', async () => stopHearing());
  },
  { name: 'public-answers', dependencies: ['compression', 'tenant-cache'] },
);
