import { describe, expect, it } from 'vitest';
import { ExpiringLoads } from '../../../platform/tenancy/expiring-loads';

describe('ExpiringLoads', () => {
  it('loads a key once while it is fresh, shares a load in flight, and loads again once it expires, given what expired', async () => {
    const loads = new ExpiringLoads<string, number>(1_000, 10);
    const calls: (number | undefined)[] = [];
    let next = 0;
    const load = async (_key: string, expired: number | undefined) => {
      calls.push(expired);
      next += 1;
      return next;
    };
    const [a, b] = await Promise.all([loads.get('k', load, 0), loads.get('k', load, 10)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await loads.get('k', load, 999)).toBe(1);
    expect(await loads.get('k', load, 1_000)).toBe(2);
    expect(calls).toEqual([undefined, 1]);
  });

  it('keeps at most its bound, the oldest going first', async () => {
    const loads = new ExpiringLoads<number, number>(60_000, 2);
    for (const key of [1, 2, 3]) await loads.get(key, async () => key, 0);
    expect(loads.size).toBe(2);
    expect(loads.peek(1, 0)).toBeUndefined();
    expect(loads.peek(3, 0)).toBe(3);
  });

  it('forgets a load that failed, and, when asked to forget matching values, those still loading', async () => {
    const loads = new ExpiringLoads<string, number>(60_000, 10);
    await expect(loads.get('k', async () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await loads.get('k', async () => 7, 0)).toBe(7);
    let finish: (value: number) => void = () => undefined;
    void loads.get('slow', () => new Promise<number>((resolve) => (finish = resolve)), 0);
    await loads.get('other', async () => 8, 0);
    loads.deleteWhere((value) => value === 7);
    finish(9);
    expect(loads.peek('k', 0)).toBeUndefined();
    expect(loads.peek('other', 0)).toBe(8);
    expect(await loads.get('slow', async () => 10, 0)).toBe(10);
  });
});
