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

type CspDirectives = Record<string, Iterable<string> | null>;

/**
 * Pages that take payments in a provider's own fields (Stripe.js: its script, its card and 3DS frames,
 * its API): only there does the page's CSP add the provider's sources. `areas` are site paths, each
 * covering itself and what is under it (`/give` covers `/give` and `/give/thank-you`, not `/giveaway`).
 */
export interface PayingPages {
  areas: readonly string[];
  /** What each CSP directive adds on them (`scriptSrc: ['https://js.stripe.com']`). */
  sources: Record<string, readonly string[]>;
}

export type SecurityHeadersOptions = FastifyHelmetOptions & { payingPages?: PayingPages };

/** Whether a request's address is one of the paying pages. */
export function isPayingPath(url: string, areas: readonly string[]): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return areas.some((area) => path === area || path.startsWith(area.endsWith('/') ? area : `${area}/`));
}

/** The page's CSP with a paying page's sources added to its directives. */
export function withPayingSources(policy: FastifyHelmetOptions['contentSecurityPolicy'], sources: PayingPages['sources']): FastifyHelmetOptions['contentSecurityPolicy'] {
  if (typeof policy !== 'object') throw new Error('Paying pages need the page CSP as directives, to add their sources to it.');
  const directives: CspDirectives = { ...(policy.directives as CspDirectives) };
  for (const [name, added] of Object.entries(sources)) directives[name] = [...new Set([...(directives[name] ?? []), ...added])];
  return { ...policy, directives: directives as NonNullable<typeof policy.directives> };
}

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options…) on every page and file, and the short
 * JSON set on API answers, worked out once when the app is built. Paying pages (`payingPages`) get the
 * page set with their payment provider's sources added to the CSP; no other page does. @fastify/helmet builds helmet's
 * middleware again for each request, which cost more than a cached answer itself; none of these
 * headers depends on the request. The JSON set matters for speed too: helmet's 1.2 KB of headers were
 * more than the tenant bootstrap's body, and writing them was a quarter of the server's time under load.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { payingPages, ...options }: SecurityHeadersOptions) => {
    const pageHeaders = await helmetHeaders(options);
    const apiHeaders = jsonApiHeaders(pageHeaders);
    const payingHeaders = payingPages ? await helmetHeaders({ ...options, contentSecurityPolicy: withPayingSources(options.contentSecurityPolicy, payingPages.sources) }) : pageHeaders;
    const areas = payingPages?.areas ?? [];
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      reply.headers(isJsonApiPath(request.url) ? apiHeaders : isPayingPath(request.url, areas) ? payingHeaders : pageHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
