import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The paths whose answers are all JSON (or empty): the contract's API and the BFF. */
const JSON_API_PREFIXES = ['/api/', '/bff/'];

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
 * What a JSON answer needs (OWASP's REST set): it is never a page, so it loads nothing, is framed by
 * no one, is not sniffed into something else, is not read by other sites, and keeps HSTS. The page's
 * policies (script and style sources, referrer, opener…) govern documents, which these are not.
 */
export function jsonApiHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    ...(pageHeaders['strict-transport-security'] ? { 'strict-transport-security': pageHeaders['strict-transport-security'] } : {}),
  };
}

const isJsonApiPath = (url: string) => JSON_API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options…) on every page and file, and the short
 * JSON set on API answers, worked out once when the app is built. @fastify/helmet builds helmet's
 * middleware again for each request, which cost more than a cached answer itself; none of these
 * headers depends on the request. The JSON set matters for speed too: helmet's 1.2 KB of headers were
 * more than the tenant bootstrap's body, and writing them was a quarter of the server's time under load.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: FastifyHelmetOptions) => {
    const pageHeaders = await helmetHeaders(options);
    const apiHeaders = jsonApiHeaders(pageHeaders);
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(isJsonApiPath(request.url) ? apiHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
