import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startAfterPaint } from '../../../src/modules/web/start-after-paint';

const built =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-1.js"><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head>';

/** Runs the script against a minimal document; `frames` says whether the tab paints (visible) or not. */
function run(source: string, visibility: 'visible' | 'hidden') {
  const added: { parent: string; element: Record<string, string> }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as unknown as Record<string, string>;
  const document = {
    visibilityState: visibility,
    createElement: element,
    head: { appendChild: (child: Record<string, string>) => added.push({ parent: 'head', element: child }) },
    body: { appendChild: (child: Record<string, string>) => added.push({ parent: 'body', element: child }) },
  };
  runInNewContext(source, { document, requestAnimationFrame: (f: () => void) => frames.push(f), setTimeout: (f: () => void) => timers.push(f) });
  return { added, frames, timers };
}

describe('startAfterPaint', () => {
  it("adds the build's preloads and entry after the first frame, from an address named by its content", () => {
    const start = startAfterPaint(built);
    expect(start?.path).toMatch(/^\/assets\/start-[\w-]{10}\.js$/);
    const { added, frames, timers } = run(start?.source ?? '', 'visible');
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added.map(({ parent, element }) => [parent, element.rel ?? element.type, element.href ?? element.src])).toEqual([
      ['head', 'modulepreload', '/assets/rolldown-runtime-1.js'],
      ['head', 'modulepreload', '/assets/react-1.js'],
      ['body', 'module', '/assets/index-1.js'],
    ]);
    expect(startAfterPaint(built.replace('index-1', 'index-2'))?.path).not.toBe(start?.path);
  });

  it('starts at once in a hidden tab, which paints no frame', () => {
    const { added } = run(startAfterPaint(built)?.source ?? '', 'hidden');
    expect(added.at(-1)?.element.src).toBe('/assets/index-1.js');
  });

  it('is nothing for a build without a module entry', () => {
    expect(startAfterPaint('<head></head>')).toBeNull();
  });
});
