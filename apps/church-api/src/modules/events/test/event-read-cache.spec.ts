import { describe, expect, it, vi } from 'vitest';
import { EventReadCache } from '../event-read-cache';

describe('the events read cache', () => {
  it('answers from memory until the TTL passes or the church is dropped, and forgets failures', async () => {
    let now = 0;
    const cache = new EventReadCache(1000, () => now);
    const load = vi.fn(async () => 'list');
    await cache.read(1, 'list', load);
    await cache.read(1, 'list', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1001;
    await cache.read(1, 'list', load);
    expect(load).toHaveBeenCalledTimes(2);
    cache.drop(1);
    await cache.read(1, 'list', load);
    expect(load).toHaveBeenCalledTimes(3);
    const other = vi.fn(async () => 'other');
    await cache.read(2, 'list', other);
    cache.drop(1);
    await cache.read(2, 'list', other);
    expect(other).toHaveBeenCalledTimes(1);
    await expect(cache.read(3, 'x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.read(3, 'x', async () => 'back')).resolves.toBe('back');
  });
});
