/** How long hydration waits for the warm-up at most: it only saves time, it never holds the page. */
const WARM_UP_LIMIT_MS = 1500;

/**
 * Loads ICU's data for the locale in a worker while the app boots (see warm-intl.worker.ts); resolves
 * when it is done, when the worker fails, or after WARM_UP_LIMIT_MS.
 */
export function warmIntlOffMainThread(locale: string): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARM_UP_LIMIT_MS);
    try {
      worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
      worker.postMessage({ locale });
    } catch {
      done();
    }
  });
}
