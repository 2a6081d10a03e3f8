import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startAfterPaint } from '../../src/web/start-after-paint';

const built =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js"><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';

/** The page's largest image, as the script sees it: loaded already, or with listeners to call when it is. */
function heroImage(complete: boolean) {
  const listeners: Record<string, (() => void)[]> = {};
  return {
    complete,
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    fire: (type: 'load' | 'error') => (listeners[type] ?? []).forEach((listener) => listener()),
  };
}

/** A browser's largest-contentful-paint reports, as the script observes them; `report` tells one paint. */
function largestPaintReports() {
  const callbacks: ((list: { getEntries: () => { element: unknown }[] }) => void)[] = [];
  const observed: unknown[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  return { PerformanceObserver, observed, report: (element: unknown) => callbacks.forEach((callback) => callback({ getEntries: () => [{ element }] })) };
}

/**
 * Runs the script against a minimal document; `visibility` says whether the tab paints (visible) or
 * not, `hero` is the page's `img[fetchpriority=high]` if it has one, `reports` the browser's LCP
 * reports if it makes them.
 */
function run(
  source: string,
  visibility: 'visible' | 'hidden',
  hero: ReturnType<typeof heroImage> | null = null,
  reports: ReturnType<typeof largestPaintReports> | null = null,
) {
  const added: { parent: string; element: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const element = (tag: string) => ({ tag }) as unknown as Record<string, string>;
  const document = {
    visibilityState: visibility,
    createElement: element,
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? hero : null),
    head: { appendChild: (child: Record<string, string>) => added.push({ parent: 'head', element: child }) },
    body: { appendChild: (child: Record<string, string>) => added.push({ parent: 'body', element: child }) },
  };
  runInNewContext(source, {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms = 0) => timers.push({ run: f, ms }),
    ...(reports ? { PerformanceObserver: reports.PerformanceObserver } : {}),
  });
  /** Runs the frames and the zero-delay timers due so far, as the browser would once it paints. */
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    const due = timers.filter((timer) => timer.ms === 0);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    due.forEach((timer) => timer.run());
  };
  return { added, frames, timers, paint };
}

describe('startAfterPaint', () => {
  it("adds the build's preloads and entry after the first frame, from an address named by its content", () => {
    const start = startAfterPaint(built);
    expect(start?.path).toMatch(/^\/assets\/start-[\w-]{10}\.js$/);
    const { added, frames, timers } = run(start?.source ?? '', 'visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer.run());
    expect(added.map(({ parent, element }) => [parent, element.rel ?? element.type, element.href ?? element.src])).toEqual([
      ['head', 'modulepreload', '/assets/rolldown-runtime-1.js'],
      ['head', 'modulepreload', '/assets/react-1.js'],
      ['body', 'module', '/assets/index-1.js'],
    ]);
    expect(startAfterPaint(built.replace('index-1', 'index-2'))?.path).not.toBe(start?.path);
  });

  it('where the browser reports its largest paint, waits until it reports the largest image painted', () => {
    const hero = heroImage(false);
    const reports = largestPaintReports();
    const { added, paint } = run(startAfterPaint(built)?.source ?? '', 'visible', hero, reports);
    expect(reports.observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    reports.report({ tag: 'h1' });
    hero.fire('load');
    paint();
    // The frame after the image's arrival is not enough: the report of its paint comes later.
    expect(added).toEqual([]);
    reports.report(hero);
    paint();
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
    reports.report(hero);
    paint();
    expect(added.filter(({ element }) => element.src)).toHaveLength(1);
  });

  it('where the browser reports its largest paint but never the image (a larger text came first), starts 250 ms after the image arrives', () => {
    const hero = heroImage(true);
    const { added, paint, timers } = run(startAfterPaint(built)?.source ?? '', 'visible', hero, largestPaintReports());
    paint();
    expect(added).toEqual([]);
    expect(timers.map((timer) => timer.ms).sort((a, b) => a - b)).toEqual([250, 2500]);
    timers.find((timer) => timer.ms === 250)?.run();
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
  });

  it('where the browser does not report its largest paint, waits for the largest image to arrive, then for the frame that paints it', () => {
    const hero = heroImage(false);
    const { added, paint } = run(startAfterPaint(built)?.source ?? '', 'visible', hero);
    paint();
    expect(added).toEqual([]);
    hero.fire('load');
    expect(added).toEqual([]);
    paint();
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
    // Once: a later error or the time limit starts nothing more.
    hero.fire('error');
    paint();
    expect(added.filter(({ element }) => element.src)).toHaveLength(1);
  });

  it('starts without the largest image when it fails, or after 2.5 s without it', () => {
    const failing = heroImage(false);
    const failed = run(startAfterPaint(built)?.source ?? '', 'visible', failing);
    failing.fire('error');
    failed.paint();
    expect(failed.added.at(-1)?.element.src).toBe('/assets/index-1.js');

    const slow = run(startAfterPaint(built)?.source ?? '', 'visible', heroImage(false));
    const limit = slow.timers.find((timer) => timer.ms > 0);
    expect(limit?.ms).toBe(2500);
    limit?.run();
    slow.paint();
    expect(slow.added.at(-1)?.element.src).toBe('/assets/index-1.js');
  });

  it('starts after the first frame when the largest image is there already', () => {
    const { added, paint } = run(startAfterPaint(built)?.source ?? '', 'visible', heroImage(true));
    paint();
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    const { added } = run(startAfterPaint(built)?.source ?? '', 'hidden');
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
  });

  it('is nothing for a build without a module entry', () => {
    expect(startAfterPaint('<head></head>')).toBeNull();
  });
});
