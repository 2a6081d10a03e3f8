import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer (a query's staleness, its removal when unused) share the browser's timers. */
const COALESCED_FROM_MS = 5_000;
/** How late a shared timer may run: those due within the same second run together. */
const GRAIN_MS = 1_000;

/** The browser's clock and timers, which a test replaces. */
export interface TimerHost {
  now(): number;
  setTimeout(callback: () => void, delay: number): number;
  clearTimeout(handle: number): void;
}

const browserHost: TimerHost = {
  now: () => performance.now(),
  setTimeout: (callback, delay) => window.setTimeout(callback, delay),
  clearTimeout: (handle) => window.clearTimeout(handle),
};

/**
 * The query cache's timers, long ones coalesced: one browser timer for the earliest of them rather than
 * one each. A page that hydrates with a dozen queries sets and clears two dozen timers as its effects
 * run, each a cost of its own on the main thread (tens of microseconds; far more while a profiler records
 * each timer's stack). Short timers (retries) stay the browser's own, on time.
 */
export function coalescedTimeouts(host: TimerHost = browserHost): TimeoutProvider {
  const pending = new Map<number, { due: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let armed: { due: number; handle: number } | null = null;

  function arm() {
    let earliest = Infinity;
    for (const timer of pending.values()) earliest = Math.min(earliest, timer.due);
    if (earliest === Infinity || (armed && armed.due <= earliest)) return;
    if (armed) host.clearTimeout(armed.handle);
    armed = { due: earliest, handle: host.setTimeout(fire, Math.max(0, earliest - host.now())) };
  }

  function fire() {
    armed = null;
    const now = host.now() + 1;
    for (const [id, timer] of pending) {
      if (timer.due > now) continue;
      pending.delete(id);
      // Each in a task of its own, as the browser's timers run: one that throws stops no other.
      host.setTimeout(timer.callback, 0);
    }
    arm();
  }

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCED_FROM_MS)) return host.setTimeout(callback, delay);
      // Negative: never one of the browser's own timer ids.
      lastId -= 1;
      pending.set(lastId, { due: Math.ceil((host.now() + delay) / GRAIN_MS) * GRAIN_MS, callback });
      arm();
      return lastId;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      const key = Number(id);
      if (key < 0) pending.delete(key);
      else host.clearTimeout(key);
    },
    setInterval: (callback, delay) => window.setInterval(callback, delay),
    clearInterval: (id) => window.clearInterval(id === undefined ? undefined : Number(id)),
  };
}
