import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { TenantBootstrap } from '@church/contracts-bff';
import type { SupportedLocale } from '@church/i18n/locale';
import type { PageMetaInput } from './page-head';
import type { PlainRequest, PlainResponse } from './render-messages';

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

/** The build's renderer: its page's API calls go through the `fetch` of its input. */
export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<RenderedPage>;
}

/** A page's API call answered as plain data (render-messages.ts): how the server answers a render's calls. */
export type PlainAnswers = (request: PlainRequest) => Promise<PlainResponse>;

/** What the server asks to render a page with: its API calls answered by `answers`. */
export type ServerRenderInput = Omit<PageRenderInput, 'fetch'> & { answers: PlainAnswers };

/** Renders the server's pages, in this thread (inThisThread) or in worker threads (render-workers.ts). */
export interface ServerPageRenderer {
  renderPage(input: ServerRenderInput): Promise<RenderedPage>;
}

/** The server renderer of the church-web build (dist/server/entry-server.js), or null when it was not built. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = `${webDist}/server/entry-server.js`;
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The build's renderer run in the server's own thread. */
export function inThisThread(renderer: PageRenderer): ServerPageRenderer {
  return { renderPage: ({ answers, ...input }) => renderer.renderPage({ ...input, fetch: fetchThrough(answers) }) };
}

/** A fetch whose requests `answers` answers: what a page's render is given. */
export function fetchThrough(answers: PlainAnswers): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const response = await answers({ url: request.url, method: request.method, headers: [...request.headers], body });
    return new Response(response.body, { status: response.status, headers: response.headers });
  };
}

/**
 * A page's API calls answered by the app in-process (Fastify's inject), as the church's own host:
 * the server renders a page's API calls without the network, through the same routes and checks.
 */
export function inProcessAnswers(app: FastifyInstance, host: string): PlainAnswers {
  return async ({ url, method, headers, body }) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: method as HTTPMethods,
      url: `${pathname}${search}`,
      headers: { ...Object.fromEntries(headers), host },
      ...(body ? { payload: Buffer.from(body.buffer, body.byteOffset, body.byteLength) } : {}),
    });
    const answerHeaders: [string, string][] = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) answerHeaders.push([name, String(item)]);
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || answer.rawPayload.length === 0;
    return { status: answer.statusCode, headers: answerHeaders, body: empty ? null : new Uint8Array(answer.rawPayload) };
  };
}
