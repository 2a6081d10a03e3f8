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
 * Pages whose CSP adds sources to the page policy: the pages that pay in a provider's own fields
 * (Stripe.js, MercadoPago.js: their scripts, frames and APIs), the pages that play a church's stream
 * (hls.js: media from blob: and the stream's host). `areas` are site paths, each covering itself and
 * what is under it (`/give` covers `/give` and `/give/thank-you`, not `/giveaway`).
 */
export interface PageSources {
  areas: readonly string[];
  /** What each CSP directive adds on them (`scriptSrc: ['https://js.stripe.com']`). */
  sources: Record<string, readonly string[]>;
}

export type SecurityHeadersOptions = FastifyHelmetOptions & {
  /** Groups of pages with their added sources; a page takes the first group that covers it. */
  pageSources?: readonly PageSources[];
  /**
   * The pages other sites may frame (/embed/chat, /embed/player…): each church names the sites, and
   * these pages allow those (CSP `frame-ancestors`) besides their own; every other page allows none.
   */
  embeddable?: { areas: readonly string[]; ancestorsOf: (request: FastifyRequest) => Promise<readonly string[]> };
};

/** Whether a request's address is under one of the areas. */
export function isUnderArea(url: string, areas: readonly string[]): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return areas.some((area) => path === area || path.startsWith(area.endsWith('/') ? area : `${area}/`));
}

/** The page's CSP with a group's sources added to its directives. */
export function withAddedSources(policy: FastifyHelmetOptions['contentSecurityPolicy'], sources: PageSources['sources']): FastifyHelmetOptions['contentSecurityPolicy'] {
  if (typeof policy !== 'object') throw new Error('Pages with added sources need the page CSP as directives, to add their sources to it.');
  const directives: CspDirectives = { ...(policy.directives as CspDirectives) };
  for (const [name, added] of Object.entries(sources)) directives[name] = [...new Set([...(directives[name] ?? []), ...added])];
  return { ...policy, directives: directives as NonNullable<typeof policy.directives> };
}

const EMBED_HEADER_SETS_KEPT = 1000;

/** An origin a CSP source list may hold as it is: a scheme, a host and maybe a port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * A page's headers made framable by the given sites besides its own: its CSP's `frame-ancestors` lists
 * them, and X-Frame-Options (which can name no other site) goes; CSP's directive governs where a
 * browser knows both. Values that are not plain origins are left out.
 */
export function framableBy(headers: Record<string, string>, origins: readonly string[]): Record<string, string> {
  const allowed = ["'self'", ...origins.filter((origin) => ORIGIN.test(origin))].join(' ');
  const policy = (headers['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors'));
  const { 'x-frame-options': _refused, ...rest } = headers;
  return { ...rest, 'content-security-policy': [...policy, `frame-ancestors ${allowed}`].join(';') };
}

/**
 * helmet's security headers (CSP, HSTS, nosniff, frame options…) on every page and file, and the short
 * JSON set on API answers, worked out once when the app is built. The groups of `pageSources` (paying
 * pages, streaming pages) get the page set with their sources added to the CSP; no other page does.
 * @fastify/helmet builds helmet's middleware again for each request, which cost more than a cached
 * answer itself; none of these headers depends on the request. The JSON set matters for speed too:
 * helmet's 1.2 KB of headers were more than the tenant bootstrap's body, and writing them was a
 * quarter of the server's time under load.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, { pageSources = [], embeddable, ...options }: SecurityHeadersOptions) => {
    const pageHeaders = await helmetHeaders(options);
    const apiHeaders = jsonApiHeaders(pageHeaders);
    const groups = await Promise.all(
      pageSources.map(async ({ areas, sources }) => ({ areas, headers: await helmetHeaders({ ...options, contentSecurityPolicy: withAddedSources(options.contentSecurityPolicy, sources) }) })),
    );
    const headersOfPage = (url: string) => groups.find((group) => isUnderArea(url, group.areas))?.headers ?? pageHeaders;
    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (isJsonApiPath(request.url)) reply.headers(apiHeaders);
      else reply.headers(headersOfPage(request.url));
      done();
    });
    if (embeddable && embeddable.areas.length > 0) {
      // Few distinct lists (one per church that names sites): each page's headers made once per list,
      // and forgotten all at once past a bound, so that many churches cannot grow it without limit.
      const made = new Map<string, Record<string, string>>();
      app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (isJsonApiPath(request.url) || !isUnderArea(request.url, embeddable.areas)) return;
        const origins = await embeddable.ancestorsOf(request);
        const base = headersOfPage(request.url);
        const key = `${groups.findIndex((group) => group.headers === base)} ${origins.join(' ')}`;
        let headers = made.get(key);
        if (!headers) {
          headers = framableBy(base, origins);
          if (made.size >= EMBED_HEADER_SETS_KEPT) made.clear();
          made.set(key, headers);
        }
        reply.removeHeader('x-frame-options');
        reply.headers(headers);
      });
    }
  },
  { name: 'security-headers' },
);
