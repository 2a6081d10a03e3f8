import type { LouvorAtual } from '@church/contracts-praise';

/**
 * The browser's EventSource, replaced for a story: the panel's streams are kept here and a story's
 * `play` sends them events (`emit`) or makes them fail (`fail`), as the server and the network would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends the current song. */
  emit(current: LouvorAtual): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent('louvor-atual', { data: JSON.stringify(current) }));
  }

  /** The connection fails; `closed`: the server refused it, and EventSource will not try again. */
  fail(closed = false): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

/** The streams open now. */
export const openStreams = () => FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);

/** Sends the current song to every open stream. */
export function emitCurrentSong(current: LouvorAtual): void {
  for (const source of openStreams()) source.emit(current);
}

/** For a story's `beforeEach`: EventSource is the fake until the story ends (`available: false`, missing). */
export function mockEventSource({ available = true }: { available?: boolean } = {}): () => void {
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'EventSource');
  FakeEventSource.instances = [];
  Object.defineProperty(globalThis, 'EventSource', { configurable: true, writable: true, value: available ? FakeEventSource : undefined });
  return () => {
    if (previous) Object.defineProperty(globalThis, 'EventSource', previous);
    else delete (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.instances = [];
  };
}
