import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withShellExtras } from './shell-extras';

// The task boundary before each load is the browser's message channel, which fake timers do not move.
vi.mock('../boot/yield-to-main', () => ({ yieldToMain: () => Promise.resolve() }));

/** Sets what navigator.onLine says, as the browser does when its connection drops or returns. */
function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
}

/** A piece's load that fails `failures` times, then gives the piece. */
function failingLoad(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'piece';
  });
  return load;
}

describe('withShellExtras', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives the piece when its code loads', async () => {
    connection(true);
    await expect(withShellExtras(failingLoad(0))).resolves.toBe('piece');
  });

  it('tries a load that failed online again 2 s later', async () => {
    connection(true);
    const load = failingLoad(1);
    const piece = withShellExtras(load);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(piece).resolves.toBe('piece');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after four loads that failed online, with the last failure', async () => {
    connection(true);
    const load = failingLoad(4);
    const piece = withShellExtras(load);
    const failure = expect(piece).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(10_000);
    await failure;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('waits offline for the connection to return, however long, and then loads', async () => {
    connection(false);
    const load = failingLoad(1);
    const piece = withShellExtras(load);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    connection(true);
    await vi.advanceTimersByTimeAsync(0);
    await expect(piece).resolves.toBe('piece');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not count loads that failed offline against the tries', async () => {
    const load = failingLoad(6);
    connection(false);
    const piece = withShellExtras(load);
    for (let i = 0; i < 5; i += 1) {
      await vi.advanceTimersByTimeAsync(0);
      connection(false);
      window.dispatchEvent(new Event('online'));
    }
    connection(true);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(piece).resolves.toBe('piece');
    expect(load).toHaveBeenCalledTimes(7);
  });
});
