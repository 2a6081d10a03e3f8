import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { PlainAnswers, RenderedPage, ServerPageRenderer, ServerRenderInput } from './page-renderer';
import { type FromRenderWorker, type PlainRequest, type ToRenderWorker, transferOf } from './render-messages';

/** A render that takes longer is given up, and its thread (stuck, or lost in a loop) replaced. */
export const RENDER_TIMEOUT_MS = 20_000;
/** The render threads' nice value (Linux; 0 is the server thread's, 19 the lowest priority). */
export const RENDER_THREAD_NICENESS = 10;

interface PendingRender {
  input: ServerRenderInput;
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** Hears a render thread's V8 heap size in bytes, the thread given by its place among them. */
export type HeapListener = (thread: number, heapBytes: number) => void;

interface RenderThread {
  worker: Worker;
  renders: Map<number, PendingRender>;
}

const WORKER_ENTRY = new URL('./render-worker-entry.mjs', import.meta.url);

/**
 * Renders church pages in worker threads (RENDER_WORKERS), so that React's render, tens of
 * milliseconds of CPU a page, never holds up the thread that answers requests: cached pages, the
 * API and the chat go on meanwhile. A page's API calls come back to this thread as plain data, answered
 * by the `answers` of its input (in-process, through the app's routes). The threads run at a lower CPU
 * priority than the server's (RENDER_THREAD_NICENESS, on Linux): when the cores are busy, requests
 * answered from memory go first. Each render goes to the thread with
 * the fewest in hand; a thread that stops or takes over RENDER_TIMEOUT_MS fails its renders and is
 * replaced.
 */
export class RenderWorkers implements ServerPageRenderer {
  private readonly threads: RenderThread[];
  private nextRenderId = 1;
  private closed = false;

  private constructor(
    private readonly webDist: string,
    count: number,
    private readonly timeoutMs: number,
    private readonly onHeapMeasured: HeapListener,
  ) {
    this.threads = Array.from({ length: count }, () => this.startThread());
  }

  /**
   * `count` threads rendering with the build in `webDist`; null when it has no server renderer.
   * `onHeapMeasured` hears each thread's V8 heap size (by its place, from 0) after each of its renders.
   */
  static start(webDist: string, count: number, timeoutMs = RENDER_TIMEOUT_MS, onHeapMeasured: HeapListener = () => undefined): RenderWorkers | null {
    if (!existsSync(`${webDist}/server/entry-server.js`)) return null;
    return new RenderWorkers(webDist, Math.max(1, count), timeoutMs, onHeapMeasured);
  }

  renderPage(input: ServerRenderInput): Promise<RenderedPage> {
    if (this.closed) return Promise.reject(new Error('The render workers have been closed'));
    const thread = this.threads.reduce((least, candidate) => (candidate.renders.size < least.renders.size ? candidate : least));
    const renderId = this.nextRenderId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.replaceThread(thread, new Error(`A page took over ${this.timeoutMs} ms to render: ${input.url}`)), this.timeoutMs);
      thread.renders.set(renderId, { input, resolve, reject, timer });
      const { answers: _answeredHere, ...plainInput } = input;
      this.send(thread, { type: 'render', renderId, input: plainInput });
    });
  }

  /** How many renders each thread has in hand. */
  inHand(): number[] {
    return this.threads.map((thread) => thread.renders.size);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => this.stop(thread, new Error('The render workers have been closed'))));
  }

  private startThread(): RenderThread {
    const thread: RenderThread = { worker: new Worker(WORKER_ENTRY, { workerData: { webDist: this.webDist, niceness: RENDER_THREAD_NICENESS } }), renders: new Map() };
    thread.worker.unref();
    thread.worker.on('message', (message: FromRenderWorker) => this.heard(thread, message));
    thread.worker.on('error', (error) => this.replaceThread(thread, error));
    thread.worker.on('exit', (code) => this.replaceThread(thread, new Error(`A render worker stopped (exit code ${code})`)));
    return thread;
  }

  private heard(thread: RenderThread, message: FromRenderWorker): void {
    const render = thread.renders.get(message.renderId);
    if (!render) return;
    if (message.type === 'fetch') {
      void this.answer(thread, message.fetchId, message.request, render.input.answers);
      return;
    }
    thread.renders.delete(message.renderId);
    clearTimeout(render.timer);
    if (message.type === 'failed') return render.reject(new Error(`Server rendering failed: ${message.message}`));
    render.resolve(message.page);
    this.onHeapMeasured(this.threads.indexOf(thread), message.heapBytes);
  }

  private async answer(thread: RenderThread, fetchId: number, request: PlainRequest, answers: PlainAnswers): Promise<void> {
    try {
      const response = await answers(request);
      this.send(thread, { type: 'fetched', fetchId, response }, transferOf(response.body));
    } catch (error) {
      this.send(thread, { type: 'fetch-failed', fetchId, message: error instanceof Error ? error.message : String(error) });
    }
  }

  private send(thread: RenderThread, message: ToRenderWorker, transfer: ArrayBuffer[] = []): void {
    thread.worker.postMessage(message, transfer);
  }

  /** Fails the thread's renders and puts a new thread in its place (none once closed). */
  private replaceThread(thread: RenderThread, reason: Error): void {
    const at = this.threads.indexOf(thread);
    if (at === -1) return;
    void this.stop(thread, reason);
    if (this.closed) this.threads.splice(at, 1);
    else this.threads[at] = this.startThread();
  }

  private async stop(thread: RenderThread, reason: Error): Promise<void> {
    thread.worker.removeAllListeners();
    thread.worker.on('error', () => undefined);
    for (const render of thread.renders.values()) {
      clearTimeout(render.timer);
      render.reject(reason);
    }
    thread.renders.clear();
    await thread.worker.terminate();
  }
}
