import { yieldToMain } from './yield-to-main';

/**
 * Starts each item's work in a task of its own and waits for all of it. The work still overlaps (each
 * start only begins a fetch, say), but the starts do not pile up in one task: on a slow phone a dynamic
 * `import()` costs the main thread a few milliseconds just to begin, and the home begins a dozen.
 */
export async function startEachInItsOwnTask<T, R>(items: readonly T[], start: (item: T) => Promise<R>): Promise<R[]> {
  const started: Promise<R>[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0) await yieldToMain();
    const work = start(item);
    // Handled by Promise.all below, once every item has started: not an unhandled rejection meanwhile.
    work.catch(() => undefined);
    started.push(work);
  }
  return Promise.all(started);
}
