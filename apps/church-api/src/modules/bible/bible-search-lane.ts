/** Lets the event loop run what is waiting (requests, timers, I/O) before going on. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs pieces of database work at most `width` at a time, each after the event loop has had its turn.
 * PGlite runs in the server's own thread, and hands itself from one waiting query to the next without
 * letting the event loop run: ten searches waiting on it ran back to back while /healthz and every
 * other request waited (seconds, under a stream of searches). In a lane, searches wait here instead,
 * and between two of them the server answers what came in meanwhile.
 */
export class WorkLane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      await yieldToEventLoop();
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
