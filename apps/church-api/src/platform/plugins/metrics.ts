import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, ProblemError } from '../http/problem';
import type { AppMetrics } from '../metrics/app-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (src/platform/metrics/app-metrics.ts). */
    metrics: AppMetrics;
  }
  interface FastifyRequest {
    /** The route label of a request no route matched, when a handler knows what it served (see labelRoute). */
    metricsRoute: string | null;
  }
}

/** The label of the requests no route matched and no handler labelled: one, whatever the address. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Names what a request without a route of its own served (the church pages, which the not-found handler
 * renders), so that its duration is recorded under that name rather than under UNMATCHED_ROUTE.
 */
export function labelRoute(request: FastifyRequest, label: string): void {
  request.metricsRoute = label;
}

export interface MetricsPluginOptions {
  metrics: AppMetrics;
  /** The bearer token `/metrics` answers to; null: it answers nobody (404). */
  token: string | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Records every request's duration by method, route pattern (`routeOptions.url`, never the address:
 * ids and slugs would make a label per church and page) and status class, and serves `/metrics` in
 * Prometheus's text format to a scraper bearing METRICS_TOKEN, on any host (the answer never depends
 * on the church). Without the token configured it is a 404, as if it did not exist.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { metrics, token }: MetricsPluginOptions) => {
    app.decorate('metrics', metrics);
    app.decorateRequest('metricsRoute', null);
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      const route = request.routeOptions.url ?? request.metricsRoute ?? UNMATCHED_ROUTE;
      metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });

    const expected = token === null ? null : digest(token);
    app.get('/metrics', async (request, reply) => {
      if (expected === null) throw notFound('No route GET /metrics.');
      const offered = bearerOf(request);
      // Compared as digests, in constant time: the token's length and prefix stay secret too.
      if (offered === null || !timingSafeEqual(digest(offered), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new ProblemError(401, 'Unauthorized', 'The metrics need their bearer token.');
      }
      return reply.header('cache-control', 'no-store').type(metrics.contentType()).send(await metrics.text());
    });
  },
  { name: 'metrics' },
);
