import { describe, expect, it } from 'vitest';
import { SizedLru } from '../../src/platform/caching/sized-lru';

const lruOf = (maxBytes: number, maxEntries?: number) => {
  const evicted: string[] = [];
  const lru = new SizedLru<string, string>({ maxBytes, maxEntries, sizeOf: (value) => value.length, onEvict: (key) => evicted.push(key) });
  return { lru, evicted };
};

describe('SizedLru', () => {
  it('keeps what fits in its bound, evicting the least recently used first and counting each eviction', () => {
    const { lru, evicted } = lruOf(10);
    lru.set('a', '1234');
    lru.set('b', '1234');
    lru.set('c', '1234');
    expect(evicted).toEqual(['a']);
    expect(lru.stats()).toMatchObject({ entries: 2, bytes: 8, evictions: 1 });
    expect(lru.peek('c')).toBe('1234');
  });

  it('makes a hit the most recently used, so that it outlives older entries', () => {
    const { lru, evicted } = lruOf(10);
    lru.set('a', '1234');
    lru.set('b', '1234');
    expect(lru.get('a')).toBe('1234');
    lru.set('c', '1234');
    expect(evicted).toEqual(['b']);
    expect([...lru.entries()].map(([key]) => key)).toEqual(['a', 'c']);
  });

  it('counts hits and misses, a value its freshness test refuses being a miss that is deleted', () => {
    const { lru } = lruOf(100);
    lru.set('a', 'old');
    expect(lru.get('a')).toBe('old');
    expect(lru.get('nothing')).toBeUndefined();
    expect(lru.get('a', () => false)).toBeUndefined();
    expect(lru.has('a')).toBe(false);
    expect(lru.stats()).toEqual({ hits: 1, misses: 2, evictions: 0, entries: 0, bytes: 0 });
  });

  it('peeks without counting or refreshing', () => {
    const { lru, evicted } = lruOf(8);
    lru.set('a', '1234');
    lru.set('b', '1234');
    lru.peek('a');
    lru.set('c', '1234');
    expect(evicted).toEqual(['a']);
    expect(lru.stats()).toMatchObject({ hits: 0, misses: 0 });
  });

  it('counts a replaced value by its new size, and does not keep a value larger than the bound', () => {
    const { lru, evicted } = lruOf(10);
    lru.set('a', '12');
    lru.set('a', '123456');
    expect(lru.stats()).toMatchObject({ entries: 1, bytes: 6, evictions: 0 });
    lru.set('huge', '12345678901');
    expect(lru.has('huge')).toBe(false);
    expect(evicted).toEqual([]);
  });

  it('counts an entry again after it grew in place, evicting others rather than it', () => {
    const values = new Map([['a', 2], ['b', 2]]);
    const lru = new SizedLru<string, string>({ maxBytes: 10, sizeOf: (_value, key) => values.get(key) ?? 0 });
    lru.set('a', 'a');
    lru.set('b', 'b');
    values.set('a', 9);
    lru.resize('a');
    expect([...lru.entries()].map(([key]) => key)).toEqual(['a']);
    expect(lru.stats()).toMatchObject({ bytes: 9, evictions: 1 });
  });

  it('bounds the number of entries when asked to', () => {
    const { lru, evicted } = lruOf(1_000, 2);
    for (const key of ['a', 'b', 'c']) lru.set(key, 'x');
    expect(evicted).toEqual(['a']);
  });

  it('deletes what matches, and everything when cleared, without counting evictions', () => {
    const { lru } = lruOf(100);
    lru.set('a', 'keep');
    lru.set('b', 'drop');
    lru.deleteWhere((value) => value === 'drop');
    expect([...lru.entries()]).toEqual([['a', 'keep']]);
    lru.clear();
    expect(lru.stats()).toMatchObject({ entries: 0, bytes: 0, evictions: 0 });
  });

  it('stays within its bound however much is put in', () => {
    const { lru } = lruOf(1_000);
    for (let index = 0; index < 10_000; index++) lru.set(`k${index}`, 'x'.repeat(1 + (index % 50)));
    expect(lru.stats().bytes).toBeLessThanOrEqual(1_000);
    expect(lru.peek('k9999')).toBeDefined();
  });
});
