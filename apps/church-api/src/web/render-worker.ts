import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { fetchThrough, loadPageRenderer, type PageRenderer, type PlainAnswers } from './page-renderer';
import { type FromRenderWorker, type PlainResponse, type ToRenderWorker, transferOf } from './render-messages';
import { lowerThisThreadsPriority } from './thread-priority';

// A thread that renders church pages (src/web/render-workers.ts starts it): React's render runs here,
// off the thread that answers requests; each API call a page makes is sent to that thread, which
// answers it in-process as it would for the page rendered there.

if (!parentPort) throw new Error('render-worker.ts runs as a worker thread (see render-workers.ts)');
const port = parentPort;
const { webDist, niceness } = workerData as { webDist: string; niceness: number };

// When the cores are busy, the thread that answers cached pages, the API and the chat goes first: a
// page being rendered is a visitor already waiting on a miss, and one render's delay is one page's.
lowerThisThreadsPriority(niceness);

const renderer: Promise<PageRenderer> = loadPageRenderer(webDist).then((loaded) => {
  if (!loaded) throw new Error(`No server renderer in ${webDist}/server`);
  return loaded;
});
const fetches = new Map<number, { resolve: (response: PlainResponse) => void; reject: (error: Error) => void }>();
let nextFetchId = 1;

function send(message: FromRenderWorker, transfer: ArrayBuffer[] = []): void {
  port.postMessage(message, transfer);
}

/** How a page's API calls are answered: each goes to the server thread, which answers it. */
function answersFromServer(renderId: number): PlainAnswers {
  return (request) => {
    const fetchId = nextFetchId++;
    const answered = new Promise<PlainResponse>((resolve, reject) => fetches.set(fetchId, { resolve, reject }));
    send({ type: 'fetch', renderId, fetchId, request }, transferOf(request.body));
    return answered;
  };
}

async function render(renderId: number, input: Extract<ToRenderWorker, { type: 'render' }>['input']): Promise<void> {
  try {
    const page = await (await renderer).renderPage({ ...input, fetch: fetchThrough(answersFromServer(renderId)) });
    send({ type: 'rendered', renderId, page, heapBytes: getHeapStatistics().total_heap_size });
  } catch (error) {
    send({ type: 'failed', renderId, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

port.on('message', (message: ToRenderWorker) => {
  if (message.type === 'render') {
    void render(message.renderId, message.input);
    return;
  }
  const waiting = fetches.get(message.fetchId);
  fetches.delete(message.fetchId);
  if (message.type === 'fetched') waiting?.resolve(message.response);
  else waiting?.reject(new Error(message.message));
});
