// A static copy of a rendered page, for benchmarks that compare the app with plain HTML: the page's DOM
// once rendered and idle, without its scripts, served from memory with the app's other files.
import { createServer } from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../ensure-workspace.mjs';
import { request as requestOfApp } from './http-request.mjs';
import { freePort } from './servers.mjs';

/** The page's DOM once rendered and idle, without its scripts: what a static copy of it would be. */
export async function renderedCopyOf(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
      return `<!doctype html>\n${document.documentElement.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

/** Serves the copy from memory, and each other path from memory after fetching it once from the app. */
export async function startStaticCopy(html, appOrigin, appHost) {
  const cache = new Map();
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (path === '/' || path.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(html);
    }
    if (!cache.has(path)) {
      // Not fetch: it sends the origin's host, and the app answers a church's files (its manifest…) by the Host.
      const fetched = await requestOfApp(`${appOrigin}${path}`, { headers: { host: appHost } });
      cache.set(path, { status: fetched.status, type: fetched.headers['content-type'] ?? 'application/octet-stream', body: fetched.body });
    }
    const { status, type, body } = cache.get(path);
    response.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=31536000' });
    return response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stop: () => new Promise((resolve) => server.close(resolve)) };
}
