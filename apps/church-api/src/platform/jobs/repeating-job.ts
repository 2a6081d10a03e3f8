/**
 * Runs `runOnce` every `intervalMs` (0: never by itself, only when asked, as tests do), its failures
 * going to `onError`; the timer keeps no process alive. A tick that comes while the last run is still
 * going is skipped: runs never overlap (a slow database is not then asked the same work twice over).
 * Returns how to stop it.
 */
export function repeatEvery(intervalMs: number, runOnce: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runOnce()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return () => clearInterval(timer);
}
