import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { TenantBootstrap } from '@church/contracts-bff';
import type { SupportedLocale } from '@church/i18n/locale';
import type { PageMetaInput } from './page-head';

/** What the church-web server build (`apps/church-web/src/ssr/entry-server.tsx`) answers for a page. */
export type RenderedPage =
  | { kind: 'page'; status: number; html: string; meta: PageMetaInput | null; state: unknown }
  | { kind: 'redirect'; location: string }
  | { kind: 'browser' };

export interface PageRenderInput {
  origin: string;
  url: string;
  host: string;
  bootstrap: TenantBootstrap;
  locale: SupportedLocale;
  fetch: typeof fetch;
}

export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<RenderedPage>;
}

/** The server renderer of the church-web build (dist/server/entry-server.js), or null when it was not built. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = `${webDist}/server/entry-server.js`;
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/**
 * A fetch whose requests the app answers in-process (Fastify's inject), as the church's own host: the
 * server renders a page's API calls without the network, through the same routes and checks.
 */
export function inProcessFetch(app: FastifyInstance, host: string): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(request.headers), host },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
