import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

const hasNoBody = (method: RouteOptions['method']) => (Array.isArray(method) ? method : [method]).every((m) => m === 'GET' || m === 'HEAD');

/**
 * Answers of 1 KB and more compressed as the request accepts (br, gzip…), and compressed request
 * bodies read. A GET or HEAD has no body to read, so its routes skip the decompression hook, which
 * would otherwise run on every read.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (route.decompress === undefined && hasNoBody(route.method)) route.decompress = false;
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'compression' },
);
