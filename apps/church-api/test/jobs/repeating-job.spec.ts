import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeatEvery } from '../../src/platform/jobs/repeating-job';

describe('repeatEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips the ticks that come while the last run is still going, and runs again once it ended', async () => {
    let finish: () => void = vi.fn();
    const runOnce = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const stop = repeatEvery(1_000, runOnce, vi.fn());
    await vi.advanceTimersByTimeAsync(3_500);
    expect(runOnce).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runOnce).toHaveBeenCalledTimes(2);
    stop();
  });

  it('hands a failed run to onError and keeps going', async () => {
    const onError = vi.fn();
    const runOnce = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = repeatEvery(1_000, runOnce, onError);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onError).toHaveBeenCalledWith(new Error('database away'));
    expect(runOnce).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runOnce).toHaveBeenCalledTimes(2);
  });

  it('never runs by itself at 0', async () => {
    const runOnce = vi.fn(() => Promise.resolve());
    repeatEvery(0, runOnce, vi.fn());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runOnce).not.toHaveBeenCalled();
  });

  it('tells each run to its recorder, failures included', async () => {
    const outcomes: string[] = [];
    const recorder = {
      run: async <T>(runOnce: () => Promise<T>) => {
        try {
          const result = await runOnce();
          outcomes.push('ok');
          return result;
        } catch (error) {
          outcomes.push('failed');
          throw error;
        }
      },
    };
    const onError = vi.fn();
    const stop = repeatEvery(1_000, vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined), onError, recorder);
    await vi.advanceTimersByTimeAsync(2_000);
    stop();
    expect(outcomes).toEqual(['failed', 'ok']);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
