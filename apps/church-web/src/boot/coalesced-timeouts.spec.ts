import { describe, expect, it } from 'vitest';
import { coalescedTimeouts, type TimerHost } from './coalesced-timeouts';

/** A clock and timers the test moves by hand, counting the timers set. */
function manualHost() {
  let now = 0;
  let lastHandle = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const host: TimerHost = {
    now: () => now,
    setTimeout(callback, delay) {
      lastHandle += 1;
      timers.set(lastHandle, { at: now + delay, callback });
      return lastHandle;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  return {
    host,
    timersSet: () => lastHandle,
    live: () => timers.size,
    advanceTo(time: number) {
      for (;;) {
        const next = [...timers].filter(([, timer]) => timer.at <= time).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].callback();
      }
      now = time;
    },
  };
}

describe('coalescedTimeouts', () => {
  it('runs many long timers from one browser timer, each no earlier than asked and within a second after', () => {
    const clock = manualHost();
    const timeouts = coalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('stale'), 60_000);
    timeouts.setTimeout(() => ran.push('unused'), 300_000);
    timeouts.setTimeout(() => ran.push('stale 2'), 60_400);
    expect(clock.timersSet()).toBe(1);

    clock.advanceTo(59_999);
    expect(ran).toEqual([]);
    clock.advanceTo(61_000);
    expect(ran).toEqual(['stale', 'stale 2']);
    clock.advanceTo(299_999);
    expect(ran).toEqual(['stale', 'stale 2']);
    clock.advanceTo(300_000);
    expect(ran).toEqual(['stale', 'stale 2', 'unused']);
    expect(clock.live()).toBe(0);
  });

  it('never runs a cleared timer, and runs the rest on time', () => {
    const clock = manualHost();
    const timeouts = coalescedTimeouts(clock.host);
    const ran: string[] = [];
    const first = timeouts.setTimeout(() => ran.push('first'), 10_000);
    timeouts.setTimeout(() => ran.push('second'), 20_000);
    timeouts.clearTimeout(first);
    clock.advanceTo(20_000);
    expect(ran).toEqual(['second']);
  });

  it('arms for an earlier timer set after a later one', () => {
    const clock = manualHost();
    const timeouts = coalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('later'), 300_000);
    timeouts.setTimeout(() => ran.push('sooner'), 10_000);
    clock.advanceTo(10_000);
    expect(ran).toEqual(['sooner']);
    expect(clock.live()).toBe(1);
  });

  it("leaves short timers (a retry's) to the browser, on time, and clears them there", () => {
    const clock = manualHost();
    const timeouts = coalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => ran.push('retry'), 1_000);
    const cleared = timeouts.setTimeout(() => ran.push('cleared'), 2_000);
    timeouts.clearTimeout(cleared);
    expect(clock.timersSet()).toBe(2);
    clock.advanceTo(1_000);
    expect(ran).toEqual(['retry']);
    clock.advanceTo(5_000);
    expect(ran).toEqual(['retry']);
  });

  it('runs each timer due in a task of its own, so that one that throws stops no other', () => {
    const clock = manualHost();
    const timeouts = coalescedTimeouts(clock.host);
    const ran: string[] = [];
    timeouts.setTimeout(() => {
      throw new Error('broken');
    }, 10_000);
    timeouts.setTimeout(() => ran.push('next'), 10_000);
    expect(() => clock.advanceTo(10_000)).toThrow('broken');
    clock.advanceTo(10_000);
    expect(ran).toEqual(['next']);
  });
});
