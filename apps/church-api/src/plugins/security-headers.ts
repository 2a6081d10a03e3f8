import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The headers helmet sets with these options, read once from a throwaway instance. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => reply.send(''));
  const response = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !NOT_HELMETS.has(name))) as Record<string, string>;
}

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options…) on every response, worked out once
 * when the app is built. @fastify/helmet builds helmet's middleware again for each request, which
 * cost more than a cached answer itself; none of its headers depends on the request.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: FastifyHelmetOptions) => {
    const headers = await helmetHeaders(options);
    app.addHook('onRequest', (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
