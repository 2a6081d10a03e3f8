// The chat benchmark's listening clients, spread over worker threads: each thread opens its share of the
// raw WebSocket clients and records, for every benchmark message a client receives, the message's number
// and the time it arrived (performance.timeOrigin + performance.now(), a clock every thread of the process
// shares). One thread reading 5,000 sockets queued each message's deliveries behind each other, and that
// queue, the benchmark's own, was measured as the server's latency.
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { openRawWebSocket } from './raw-websocket-client.mjs';

const CONNECT_BATCH = 250;
/** Where a message of the benchmark's own says its number (its text `bench {n}`), found in the frame's bytes without decoding it. */
const BENCH_TEXT = Buffer.from('"texto":"bench ');
const MESSAGE_FRAME = Buffer.from('{"tipo":"mensagem"');

/** The number of the benchmark's message a frame carries, or -1 for any other frame. */
function benchNumberOf(frame) {
  if (frame.compare(MESSAGE_FRAME, 0, MESSAGE_FRAME.length, 0, MESSAGE_FRAME.length) !== 0) return -1;
  const at = frame.indexOf(BENCH_TEXT);
  if (at < 0) return -1;
  let n = 0;
  let digits = 0;
  for (let i = at + BENCH_TEXT.length; i < frame.length && frame[i] >= 48 && frame[i] <= 57; i += 1, digits += 1) n = n * 10 + frame[i] - 48;
  return digits > 0 ? n : -1;
}

/** The clock the senders and every listening thread read: milliseconds, comparable across threads. */
export const clock = () => performance.timeOrigin + performance.now();

/** A thread's part: open `count` sockets (to `urls` in turn from `offset`), record, answer `finish`. */
async function listen({ urls, count, offset, capacity }) {
  const numbers = new Uint32Array(capacity);
  const times = new Float64Array(capacity);
  let received = 0;
  const onData = (frame) => {
    const n = benchNumberOf(frame);
    if (n < 0 || received >= capacity) return;
    numbers[received] = n;
    times[received] = clock();
    received += 1;
  };
  const sockets = [];
  for (let opened = 0; opened < count; opened += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - opened) }, (_, i) => openRawWebSocket(urls[(offset + opened + i) % urls.length], onData));
    sockets.push(...(await Promise.all(batch)));
  }
  parentPort.postMessage({ type: 'ready' });
  parentPort.on('message', async ({ type, expected, deadline }) => {
    if (type !== 'finish') return;
    while (received < expected && clock() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of sockets) socket.terminate();
    const answer = { type: 'received', numbers: numbers.slice(0, received), times: times.slice(0, received) };
    parentPort.postMessage(answer, [answer.numbers.buffer, answer.times.buffer]);
  });
}

if (!isMainThread && workerData?.role === 'chat-listeners') await listen(workerData);

/**
 * Opens `count` clients on `urls` (one URL, or several taken in turn) over `threads` worker threads, each
 * able to record `messages` messages per client. Resolves once every socket is open, with `finish(sent,
 * drainMs)`: waits (at most drainMs) for `sent` messages at every client, closes them, and resolves with
 * every delivery's number and arrival time.
 */
export async function openListeners(urls, count, { threads, messages }) {
  const list = [urls].flat();
  const shares = Array.from({ length: threads }, (_, i) => Math.floor(count / threads) + (i < count % threads ? 1 : 0));
  let offset = 0;
  const workers = shares.map((share) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'chat-listeners', urls: list, count: share, offset, capacity: share * messages } });
    offset += share;
    return { worker, share };
  });
  const next = (worker, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (message) => {
        if (message.type !== type) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
  await Promise.all(workers.map(({ worker }) => next(worker, 'ready')));
  return {
    async finish(sent, drainMs) {
      const deadline = clock() + drainMs;
      const answers = await Promise.all(
        workers.map(({ worker, share }) => {
          const answer = next(worker, 'received');
          worker.postMessage({ type: 'finish', expected: sent * share, deadline });
          return answer;
        }),
      );
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      return answers;
    },
  };
}
