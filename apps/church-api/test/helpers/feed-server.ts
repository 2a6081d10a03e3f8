import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What /huge.xml would send if nobody stopped reading (far beyond what socket buffers hold). */
export const HUGE_BYTES = 64 * 1024 * 1024;

export const TEST_FEED = readFileSync(new URL('../fixtures/podcast/feed.xml', import.meta.url), 'utf8');

export interface FeedServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** How many requests each path has had. */
  hits: Map<string, number>;
  /** What /huge.xml sent before the connection closed. */
  huge: { bytesSent: number; closedEarly: boolean };
  close(): Promise<void>;
}

/**
 * A local HTTP server for the podcast feed tests, standing in for the server's own demo feeds: under
 * any prefix (`/demo/podcast/test/feed.xml`), /feed.xml is the shipped test feed, /slow.xml answers after
 * `slowMs`, /broken.xml is not well-formed XML, /not-rss.xml is XML without a channel, /huge.xml streams
 * 64 MB of feed (recording in `hugeBytesSent` how much went out before the reader hung up), /redirect.xml
 * sends the reader to 127.0.0.1, anything else is 404.
 */
export async function startFeedServer({ slowMs = 3_000 } = {}): Promise<FeedServer> {
  const hits = new Map<string, number>();
  const huge = { bytesSent: 0, closedEarly: false };
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/demo\/podcast\/[^/]+/, '');
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const xml = (body: string) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      response.end(body);
    };
    if (path === '/feed.xml') return xml(TEST_FEED);
    if (path === '/broken.xml') return xml('<rss><channel><title>Broken</title><item></channel>');
    if (path === '/not-rss.xml') return xml('<?xml version="1.0"?><feed><title>Atom, not RSS</title></feed>');
    if (path === '/redirect.xml') {
      response.writeHead(302, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml` }).end();
      return undefined;
    }
    if (path === '/huge.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < HUGE_BYTES) {
          sent += chunk.length;
          huge.bytesSent = sent;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('close', () => {
        huge.closedEarly = sent < HUGE_BYTES;
      });
      pump();
      return undefined;
    }
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
    huge,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
