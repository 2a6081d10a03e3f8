/**
 * Runs `runOnce` every `intervalMs` (0: never by itself, only when asked, as tests do), its failures
 * going to `onError`; the timer keeps no process alive. Returns how to stop it.
 */
export function repeatEvery(intervalMs: number, runOnce: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          runOnce().catch(onError);
        }, intervalMs)
      : undefined;
  timer?.unref();
  return () => clearInterval(timer);
}
