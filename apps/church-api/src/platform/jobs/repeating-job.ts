import type { JobRunRecorder } from './job-runs';

/**
 * Runs `runOnce` every `intervalMs` (0: never by itself, only when asked, as tests do), its failures
 * going to `onError`; the timer keeps no process alive. A tick that comes while the last run is still
 * going is skipped: runs never overlap (a slow database is not then asked the same work twice over).
 * Each run is told to `recorder` when given (`platform.metrics.jobRuns(<job name>)`). Returns how to stop it.
 */
export function repeatEvery(intervalMs: number, runOnce: () => Promise<unknown>, onError: (error: unknown) => void, recorder?: JobRunRecorder): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    (recorder ? recorder.run(runOnce) : runOnce())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : undefined;
  timer?.unref();
  return () => clearInterval(timer);
}
