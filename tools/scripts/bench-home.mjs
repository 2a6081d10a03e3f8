#!/usr/bin/env node
// npm run bench:home — Lighthouse (mobile: simulated slow 4G, 4× CPU) on grace's home as the server
// serves it, side by side with a static copy of the same rendered page served from memory (its DOM after
// rendering, without scripts), alternating runs and taking medians. Budgets (issue 10): performance ≥ 98,
// LCP ≤ 1.2× the static copy's, TBT ≤ 100 ms, CLS ≤ 0.02, no main-thread task over 50 ms; accessibility,
// best practices and SEO 100. Loopback only.
import { createServer } from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM } from './ensure-workspace.mjs';
import { freePort, startChurchServer } from './bench/servers.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** The page's DOM once rendered and idle, without its scripts: what a static copy of it would be. */
async function renderedCopyOf(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
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
async function startStaticCopy(html, appOrigin, appHost) {
  const cache = new Map();
  const port = await freePort();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    if (path === '/' || path.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      return response.end(html);
    }
    if (!cache.has(path)) {
      const fetched = await fetch(`${appOrigin}${path}`, { headers: { host: appHost } });
      cache.set(path, { status: fetched.status, type: fetched.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await fetched.arrayBuffer()) });
    }
    const { status, type, body } = cache.get(path);
    response.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=31536000' });
    return response.end(body);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, stop: () => new Promise((resolve) => server.close(resolve)) };
}

async function audit(url, chromePort) {
  const { lhr } = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const longTasks = lhr.audits['long-tasks']?.details?.items?.filter((task) => task.duration > 50).length ?? 0;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    longTasks,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summary(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const server = await startChurchServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
let copy;
try {
  const appUrl = `http://grace.localhost:${server.port}/`;
  copy = await startStaticCopy(await renderedCopyOf(appUrl), server.origin, `grace.localhost:${server.port}`);
  const copyUrl = `http://grace.localhost:${copy.port}/`;
  const app = [];
  const staticCopy = [];
  for (let run = 0; run < RUNS; run += 1) {
    app.push(await audit(appUrl, chrome.port));
    staticCopy.push(await audit(copyUrl, chrome.port));
  }
  const a = summary(app);
  const s = summary(staticCopy);
  console.log(`Lighthouse 12 mobile (simulated slow 4G, 4× CPU), medians of ${RUNS} alternating runs, ${new Date().toISOString()}`);
  console.log('| page | performance | LCP ms | TBT ms | CLS | tasks > 50 ms | accessibility | best practices | SEO |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, row] of [['grace home (app)', a], ['static copy', s]]) {
    console.log(`| ${label} | ${row.performance} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${row.cls.toFixed(3)} | ${row.longTasks} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} |`);
  }
  console.log(`\nLCP of the app / LCP of the static copy: ${(a.lcp / s.lcp).toFixed(2)}× (budget ≤ 1.2×)`);
} finally {
  await chrome.kill();
  await copy?.stop();
  await server.stop();
}
