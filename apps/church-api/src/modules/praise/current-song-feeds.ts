import type { CurrentSong } from './praise-repository';

/** Where a feed's frames go: one open event stream (its response), or a test's recorder. */
export interface FeedStream {
  /** Writes one frame; false when the stream cannot keep up and should be closed. */
  write(frame: string): boolean;
  /** Ends the stream (the server shuts down, or it fell behind). */
  end(): void;
}

export interface CurrentSongFeedsOptions {
  /** Reads a broadcast's current song (null: the church has no such broadcast). */
  read(igrejaId: number, broadcastId: number): Promise<CurrentSong | null>;
  /** How often a followed broadcast's row is read again, to hear changes made on other server processes. */
  pollMs: number;
  /** How often a comment line goes to every stream, so that proxies keep idle connections open. */
  heartbeatMs: number;
  /** The most streams this process holds open at once. */
  maxStreams: number;
  onError(error: unknown): void;
}

/** The event frame of a current song, as the stream sends it. */
export function currentSongFrame(song: CurrentSong): string {
  return `event: louvor-atual\ndata: ${JSON.stringify(song)}\n\n`;
}

const HEARTBEAT_FRAME = ': ping\n\n';

/** One followed broadcast in this process: its streams, the last value they were sent, its timers. */
class BroadcastFeed {
  readonly streams = new Set<FeedStream>();
  private last: CurrentSong | null = null;
  private poll: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private reading = false;
  private stopped = false;

  constructor(
    private readonly igrejaId: number,
    private readonly broadcastId: number,
    private readonly options: CurrentSongFeedsOptions,
  ) {
    this.schedulePoll();
    this.heartbeat = setInterval(() => this.send(HEARTBEAT_FRAME), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** The newest value this feed has sent. */
  get latest(): CurrentSong | null {
    return this.last;
  }

  /** Takes a value read or written: sent to every stream when it is newer than the last one sent. */
  offer(song: CurrentSong): void {
    if (this.last && !isNewer(song, this.last)) return;
    this.last = song;
    this.send(currentSongFrame(song));
  }

  stop(): void {
    this.stopped = true;
    if (this.poll) clearTimeout(this.poll);
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.poll = null;
    this.heartbeat = null;
  }

  private send(frame: string): void {
    for (const stream of [...this.streams]) {
      if (!stream.write(frame)) stream.end();
    }
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    this.poll = setTimeout(() => void this.readAgain(), this.options.pollMs);
    this.poll.unref();
  }

  private async readAgain(): Promise<void> {
    if (this.stopped || this.reading) return;
    this.reading = true;
    try {
      const song = await this.options.read(this.igrejaId, this.broadcastId);
      if (song && !this.stopped) this.offer(song);
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.reading = false;
      this.schedulePoll();
    }
  }
}

/** Newer: another change time (a later one), or the same time with another song (two writes in one instant). */
function isNewer(song: CurrentSong, last: CurrentSong): boolean {
  if (song.alteradoEm === last.alteradoEm) return song.idLouvor !== last.idLouvor;
  if (song.alteradoEm === null) return false;
  return last.alteradoEm === null || Date.parse(song.alteradoEm) >= Date.parse(last.alteradoEm);
}

/**
 * The current-song feeds of this process: one per followed broadcast, shared by every stream open on
 * it. A change written through this process reaches its streams at once (`changed`); one written on
 * another process is heard by reading the row again every `pollMs` while the broadcast has streams
 * here, one query per followed broadcast whatever the number of viewers. The last stream to close stops
 * its feed; `close()` ends every stream, so a graceful shutdown never waits on them.
 */
export class CurrentSongFeeds {
  private readonly feeds = new Map<string, BroadcastFeed>();
  private open = 0;
  private closed = false;

  constructor(private readonly options: CurrentSongFeedsOptions) {}

  /** Streams open now in this process. */
  get streamCount(): number {
    return this.open;
  }

  /** Broadcasts followed now in this process. */
  get feedCount(): number {
    return this.feeds.size;
  }

  /** Whether one more stream may open. */
  hasRoom(): boolean {
    return !this.closed && this.open < this.options.maxStreams;
  }

  /**
   * Adds a stream to its broadcast's feed, sent `current` at once (the value its request read).
   * Returns how to take it off (when its connection closes); false when there is no room.
   */
  follow(igrejaId: number, broadcastId: number, stream: FeedStream, current: CurrentSong): (() => void) | false {
    if (!this.hasRoom()) return false;
    const key = `${igrejaId}:${broadcastId}`;
    let feed = this.feeds.get(key);
    if (!feed) {
      feed = new BroadcastFeed(igrejaId, broadcastId, this.options);
      this.feeds.set(key, feed);
    }
    feed.offer(current);
    feed.streams.add(stream);
    this.open += 1;
    if (!stream.write(currentSongFrame(feed.latest ?? current))) stream.end();
    let left = false;
    const owner = feed;
    return () => {
      if (left) return;
      left = true;
      this.open -= 1;
      owner.streams.delete(stream);
      if (owner.streams.size === 0 && this.feeds.get(key) === owner) {
        owner.stop();
        this.feeds.delete(key);
      }
    };
  }

  /** A change written through this process: its streams hear it at once. */
  changed(igrejaId: number, broadcastId: number, song: CurrentSong): void {
    this.feeds.get(`${igrejaId}:${broadcastId}`)?.offer(song);
  }

  /** Ends every stream and stops every feed; no stream opens after. */
  close(): void {
    this.closed = true;
    for (const feed of this.feeds.values()) {
      feed.stop();
      for (const stream of [...feed.streams]) stream.end();
    }
    this.feeds.clear();
  }
}
