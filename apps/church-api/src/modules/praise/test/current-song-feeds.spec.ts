import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentSongFeeds, type FeedStream } from '../current-song-feeds';
import type { CurrentSong } from '../praise-repository';

const none: CurrentSong = { idLouvor: null, titulo: null, alteradoEm: null };
const song = (idLouvor: number, at: string): CurrentSong => ({ idLouvor, titulo: `Song ${idLouvor}`, alteradoEm: at });

function recorder(): FeedStream & { frames: string[]; ended: boolean; songs: () => (number | null)[] } {
  const stream = {
    frames: [] as string[],
    ended: false,
    write(frame: string) {
      stream.frames.push(frame);
      return true;
    },
    end() {
      stream.ended = true;
    },
    songs: () => stream.frames.filter((frame) => frame.startsWith('event:')).map((frame) => (JSON.parse(frame.split('data: ')[1] ?? '') as CurrentSong).idLouvor),
  };
  return stream;
}

describe('CurrentSongFeeds: one watcher per followed broadcast in a process', () => {
  let stored: CurrentSong;
  let read: ReturnType<typeof vi.fn<(igrejaId: number, broadcastId: number) => Promise<CurrentSong | null>>>;
  let feeds: CurrentSongFeeds;

  beforeEach(() => {
    vi.useFakeTimers();
    stored = none;
    read = vi.fn(async () => stored);
    feeds = new CurrentSongFeeds({ read, pollMs: 2_000, heartbeatMs: 25_000, maxStreams: 3, onError: () => undefined });
  });
  afterEach(() => {
    feeds.close();
    vi.useRealTimers();
  });

  it('gives two streams of a broadcast one poll, each change once, and stops polling when the last closes', async () => {
    const a = recorder();
    const b = recorder();
    const leaveA = feeds.follow(1, 7, a, none);
    const leaveB = feeds.follow(1, 7, b, none);
    expect(feeds.feedCount).toBe(1);
    expect(a.songs()).toEqual([null]);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(1, 7);

    // Another process changed it: the next poll brings it to both streams, once.
    stored = song(11, '2026-11-28T01:00:00.000Z');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(2);
    expect(a.songs()).toEqual([null, 11]);
    expect(b.songs()).toEqual([null, 11]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(a.songs()).toEqual([null, 11]);

    if (!leaveA || !leaveB) throw new Error('refused');
    leaveA();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(read).toHaveBeenCalledTimes(4);
    leaveB();
    expect(feeds.feedCount).toBe(0);
    expect(feeds.streamCount).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('sends a change written in this process at once, and ignores an older value a slower poll read', async () => {
    const a = recorder();
    feeds.follow(1, 7, a, none);
    feeds.changed(1, 7, song(12, '2026-11-28T01:00:05.000Z'));
    expect(a.songs()).toEqual([null, 12]);
    stored = song(11, '2026-11-28T01:00:00.000Z');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(a.songs()).toEqual([null, 12]);
    // A change for a broadcast nobody follows here costs nothing.
    feeds.changed(1, 8, song(13, '2026-11-28T01:00:06.000Z'));
    expect(feeds.feedCount).toBe(1);
  });

  it('keeps broadcasts apart, sends heartbeats, refuses beyond its cap and ends every stream on close', async () => {
    const a = recorder();
    const b = recorder();
    const c = recorder();
    feeds.follow(1, 7, a, none);
    feeds.follow(2, 9, b, none);
    feeds.follow(2, 9, c, none);
    expect(feeds.feedCount).toBe(2);
    expect(feeds.hasRoom()).toBe(false);
    expect(feeds.follow(1, 7, recorder(), none)).toBe(false);
    feeds.changed(2, 9, song(21, '2026-11-28T01:00:00.000Z'));
    expect(a.songs()).toEqual([null]);
    expect(b.songs()).toEqual([null, 21]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(a.frames.at(-1)).toBe(': ping\n\n');
    feeds.close();
    expect([a.ended, b.ended, c.ended]).toEqual([true, true, true]);
    expect(feeds.hasRoom()).toBe(false);
  });

  it('ends a stream that cannot keep up, and a new stream is sent the newest value its feed knows', async () => {
    const slow = { ...recorder(), write: () => false };
    const ended = vi.spyOn(slow, 'end');
    feeds.follow(1, 7, slow, none);
    expect(ended).toHaveBeenCalled();
    const a = recorder();
    feeds.follow(1, 7, a, none);
    feeds.changed(1, 7, song(12, '2026-11-28T01:00:05.000Z'));
    const late = recorder();
    // Its request read the row before the change.
    feeds.follow(1, 7, late, none);
    expect(late.songs()).toEqual([12]);
  });
});
