import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const TEST_FEED = readFileSync(new URL('../fixtures/podcast/feed.xml', import.meta.url), 'utf8');

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** How many requests each path has had. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local HTTP server for the podcast feed tests: /feed.xml is the shipped test feed, /slow.xml
 * answers after `slowMs`, /broken.xml is not well-formed XML, /not-rss.xml is XML without a channel,
 * anything else is 404.
 */
export async function startFeedServer({ slowMs = 3_000 } = {}): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const xml = (body: string) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(body);
    };
    if (path === '/feed.xml') return xml(TEST_FEED);
    if (path === '/broken.xml') return xml('<rss><channel><title>Broken</title><item></channel>');
    if (path === '/not-rss.xml') return xml('<?xml version="1.0"?><feed><title>Atom, not RSS</title></feed>');
    if (path === '/slow.xml') {
      const timer = setTimeout(() => xml(TEST_FEED), slowMs);
      timers.add(timer);
      return undefined;
    }
    response.writeHead(404).end();
    return undefined;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
