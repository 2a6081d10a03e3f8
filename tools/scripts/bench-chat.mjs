#!/usr/bin/env node
// npm run bench:chat — the live chat's fan-out under a congregation (issue 25): BENCH_CLIENTS (5,000)
// WebSocket clients in one channel of grace's live service, BENCH_RATE (10) messages a second for
// BENCH_SECONDS (30 s) sent over HTTP as guests do; it prints delivery latency (from the moment the
// message is sent to the moment each client has it) at p50 and p99, and the deliveries lost, for the
// church server and, in the same run, for a bare `ws` broadcast server (the limit: no database, no
// channels). Loopback only; the clients are spread over BENCH_LISTENER_THREADS (2) worker threads of
// this process, the senders on its main thread, so both servers are measured through the same client
// load. Budget: nothing lost, p99 ≤ 100 ms and ≤ 2× the bare server's p99.
//
// Then the same load through two app processes over Redis (the chat's RedisChatBroker): both on one
// PostgreSQL database made for the run (BENCH_POSTGRES_URL, see bench/servers.mjs) and the Redis of
// BENCH_REDIS_URL (default redis://127.0.0.1:6379), the clients split between them (every other one on
// each), the messages sent into the first; measured, and held to the same budget's first two lines,
// when both answer (BENCH_REDIS=off leaves it out).
import { randomBytes, randomUUID } from 'node:crypto';
import { connect as connectTcp } from 'node:net';
import { clock, openListeners } from './bench/chat-listeners.mjs';
import { createPostgresDatabase, startBareBroadcastServer, startChurchServer } from './bench/servers.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const RATE = Number(process.env.BENCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
/** Guests taking turns to send, so that none passes the chat's 5 messages per 10 s. */
const SENDERS = Math.max(1, Math.ceil(RATE * 3));
/** Worker threads the listening clients are spread over (bench/chat-listeners.mjs). */
const LISTENER_THREADS = Number(process.env.BENCH_LISTENER_THREADS ?? 2);
const DRAIN_MS = 10_000;
const SLUG = 'grace-community-church';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN);
const ms = (value) => `${value.toFixed(1)} ms`;

/**
 * Sends RATE messages a second for SECONDS through `send(n)` while the clients listen (on `wsUrl`, or
 * split between several), then waits for every delivery (at most DRAIN_MS more) and measures.
 */
async function measure(name, wsUrl, send) {
  const total = RATE * SECONDS;
  const sentAt = new Float64Array(total);
  const listeners = await openListeners(wsUrl, CLIENTS, { threads: LISTENER_THREADS, messages: total });
  // A second of messages first, not measured: the servers' and the clients' code paths warm up.
  for (let n = 0; n < RATE; n += 1) await send(`warm ${n}`, n);
  const started = clock();
  const pending = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / RATE;
    const wait = due - clock();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sentAt[n] = clock();
    pending.push(send(`bench ${n}`, n).catch(() => false));
  }
  const failures = (await Promise.all(pending)).filter((ok) => !ok).length;
  const sent = total - failures;
  const answers = await listeners.finish(sent, DRAIN_MS);
  const latencies = new Float64Array(answers.reduce((sum, answer) => sum + answer.numbers.length, 0));
  let at = 0;
  for (const { numbers, times } of answers) for (let i = 0; i < numbers.length; i += 1) latencies[at++] = times[i] - sentAt[numbers[i]];
  const sorted = latencies.sort();
  const expected = sent * CLIENTS;
  return { name, sent, failures, expected, delivered: sorted.length, lost: expected - sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

/** BENCH_DATABASE=postgres runs the church server on a database of its own on the machine's PostgreSQL. */
const ON_POSTGRES = process.env.BENCH_DATABASE === 'postgres';

async function benchChurch() {
  const database = ON_POSTGRES ? createPostgresDatabase() : null;
  if (ON_POSTGRES && !database) throw new Error('PostgreSQL did not answer (BENCH_POSTGRES_URL)');
  // In-process whatever the shell's REDIS_URL: this leg is the single server's fan-out.
  const server = await startChurchServer({ web: false, databaseUrl: database?.url ?? null, env: { REDIS_URL: '' } });
  try {
    const { wsUrl, send } = await guestsOf(server);
    return await measure(`church server (in-process fan-out, ${ON_POSTGRES ? 'PostgreSQL' : 'PGlite'})`, wsUrl, send);
  } finally {
    await server.stop();
    database?.drop();
  }
}

/** Grace's live channel on a church server: its socket's URL, and `send(texto)` by SENDERS guests taking turns. */
async function guestsOf(server) {
  const headers = { Host: `grace.localhost:${server.port}`, 'content-type': 'application/json' };
  const current = await (await fetch(`${server.origin}/api/v1/igreja/${SLUG}/transmissao/atual`, { headers })).json();
  const canal = `transmissao-${current.transmissao.id}`;
  const base = `${server.origin}/chat/v1/igreja/${SLUG}/canais/${canal}`;
  const tokens = [];
  for (let i = 0; i < SENDERS; i += 1) {
    const joined = await fetch(`${base}/sessao`, { method: 'POST', headers, body: JSON.stringify({ nome: `Guest ${i + 1}` }) });
    if (!joined.ok) throw new Error(`Joining the chat answered ${joined.status}: ${await joined.text()}`);
    tokens.push((await joined.json()).token);
  }
  let sentBy = 0;
  const send = async (texto) => {
    const response = await fetch(`${base}/mensagens`, {
      method: 'POST',
      headers: { ...headers, 'x-chat-token': tokens[sentBy++ % tokens.length] },
      body: JSON.stringify({ texto, idCliente: randomUUID() }),
    });
    if (!response.ok) console.error(`${texto}: ${response.status} ${await response.text()}`);
    return response.ok;
  };
  return { wsUrl: `${base.replace('http:', 'ws:')}/ao-vivo`, send };
}

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the Redis of `url` answers PING within 2 s (a RESP inline command on a plain socket). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connectTcp({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

/**
 * Two church servers on one PostgreSQL database and one Redis: half the clients on each, the messages
 * sent into the first; `{ skipped: reason }` when Redis or PostgreSQL does not answer.
 */
async function benchRedis() {
  if (process.env.BENCH_REDIS === 'off') return { skipped: 'BENCH_REDIS=off' };
  if (!(await redisAnswers(REDIS_URL))) return { skipped: `Redis did not answer at ${REDIS_URL} (BENCH_REDIS_URL)` };
  const database = createPostgresDatabase();
  if (!database) return { skipped: 'PostgreSQL did not answer (BENCH_POSTGRES_URL); two processes need a database they share' };
  // Channel names of this run only; one secret for both, as replicas are configured.
  const env = { REDIS_URL, REDIS_CHAT_PREFIX: `church:chat:bench:${randomBytes(4).toString('hex')}:`, JWT_SECRET: randomBytes(48).toString('base64url') };
  const servers = [];
  try {
    // One after the other: the first migrates and seeds the new database, the second finds it done.
    servers.push(await startChurchServer({ web: false, databaseUrl: database.url, env }));
    servers.push(await startChurchServer({ web: false, databaseUrl: database.url, env }));
    const [first, second] = await Promise.all(servers.map(guestsOf));
    return await measure('two church servers over Redis (PostgreSQL; clients split, sent into one)', [first.wsUrl, second.wsUrl], first.send);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    database.drop();
  }
}

async function benchBare() {
  const server = await startBareBroadcastServer();
  try {
    const send = async (texto, n) => {
      const response = await fetch(`${server.origin}/send`, { method: 'POST', body: JSON.stringify({ id: randomUUID(), seq: n, texto, criadaEm: new Date().toISOString() }) });
      return response.ok;
    };
    return await measure('bare ws broadcast (the limit)', server.origin.replace('http:', 'ws:'), send);
  } finally {
    await server.stop();
  }
}

console.log(`› ${CLIENTS} WebSocket clients in one channel, ${RATE} messages a second for ${SECONDS} s, on loopback`);
const bare = await benchBare();
const church = await benchChurch();
const redis = await benchRedis();
const rows = redis.skipped ? [bare, church] : [bare, church, redis];
console.log('');
console.log('| server | sent | deliveries | lost | p50 | p99 | max |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.name} | ${row.sent}${row.failures ? ` (${row.failures} refused)` : ''} | ${row.delivered} of ${row.expected} | ${row.lost} | ${ms(row.p50)} | ${ms(row.p99)} | ${ms(row.max)} |`);
}
console.log('');
const checks = [
  ['nothing lost', church.lost === 0 && church.failures === 0],
  [`p99 ≤ 100 ms (${ms(church.p99)})`, church.p99 <= 100],
  [`p99 ≤ 2× the bare server's (${(church.p99 / bare.p99).toFixed(2)}×)`, church.p99 <= 2 * bare.p99],
  ...(redis.skipped
    ? []
    : [
        ['over Redis: nothing lost', redis.lost === 0 && redis.failures === 0],
        [`over Redis: p99 ≤ 100 ms (${ms(redis.p99)})`, redis.p99 <= 100],
      ]),
];
for (const [label, ok] of checks) console.log(`${ok ? '✓' : '✖'} ${label}`);
if (redis.skipped) console.log(`– two app processes over Redis: not measured (${redis.skipped})`);
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
