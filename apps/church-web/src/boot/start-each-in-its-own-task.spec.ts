import { describe, expect, it, vi } from 'vitest';
import { startEachInItsOwnTask } from './start-each-in-its-own-task';

describe('startEachInItsOwnTask', () => {
  it('starts one item per task, lets the work overlap, and gives the results in order', async () => {
    const started: string[] = [];
    const finishers: (() => void)[] = [];
    const done = startEachInItsOwnTask(['a', 'b', 'c'], (item) => {
      started.push(item);
      return new Promise<string>((resolve) => finishers.push(() => resolve(item.toUpperCase())));
    });
    // The first starts at once; the others wait for the tasks after it.
    expect(started).toEqual(['a']);
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']));
    // All three are under way together before any finished.
    for (const finish of finishers.reverse()) finish();
    expect(await done).toEqual(['A', 'B', 'C']);
  });

  it('fails as Promise.all does, once every item has started', async () => {
    const start = vi.fn((item: number) => (item === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(item)));
    await expect(startEachInItsOwnTask([1, 2, 3], start)).rejects.toThrow('offline');
    expect(start).toHaveBeenCalledTimes(3);
  });

  it('gives nothing for no items', async () => {
    expect(await startEachInItsOwnTask([], () => Promise.resolve(1))).toEqual([]);
  });
});
