import type { PageRenderInput, RenderedPage } from './page-renderer';

/** A request or an answer on its way between threads: headers as pairs, the body as bytes. */
export interface PlainRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

export interface PlainResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
}

/** What the server thread sends a render worker. */
export type ToRenderWorker =
  | { type: 'render'; renderId: number; input: Omit<PageRenderInput, 'fetch'> }
  | { type: 'fetched'; fetchId: number; response: PlainResponse }
  | { type: 'fetch-failed'; fetchId: number; message: string };

/** What a render worker sends the server thread: the page's API calls, which the server answers, and the page with the thread's V8 heap size after it. */
export type FromRenderWorker =
  | { type: 'fetch'; renderId: number; fetchId: number; request: PlainRequest }
  | { type: 'rendered'; renderId: number; page: RenderedPage; heapBytes: number }
  | { type: 'failed'; renderId: number; message: string };

/** The buffers of a message's body, handed over rather than copied. */
export function transferOf(body: Uint8Array<ArrayBuffer> | null): ArrayBuffer[] {
  return body && body.byteLength === body.buffer.byteLength ? [body.buffer] : [];
}
