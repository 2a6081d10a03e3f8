import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { PublicAnswerCache } from './public-answer-cache';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's server factory for an HTTP server that answers from the public answer cache when it can
 * and hands every other request to the app, with the timeouts Fastify gives its own server.
 */
export function servingPublicAnswersFirst(cache: PublicAnswerCache) {
  return (handler: Handler, options: FastifyServerOptions): Server => {
    const server = createServer((request, response) => {
      if (!cache.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
    server.requestTimeout = options.requestTimeout ?? 0;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
