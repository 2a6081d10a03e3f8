// The servers a benchmark compares, each in a process of its own on loopback: the church server as
// `npm start` runs it (on embedded PGlite or on a PostgreSQL database made for the run), and a Fastify
// hello-world, the ceiling of what Node and Fastify answer on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { root } from '../ensure-workspace.mjs';
import { SERVER_ARGS } from '../server-command.mjs';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether a child process has ended, by an exit code or by a signal (a crash or a kill leaves exitCode null). */
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

async function waitForOk(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    if (ended(child)) throw new Error(`The server for ${url} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A server that outlives the benchmark (an uncaught error, Ctrl-C) is killed as the benchmark exits. */
function killedOnExit(child) {
  const kill = () => {
    if (!ended(child)) child.kill('SIGKILL');
  };
  process.on('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  exitOnSignal();
  return child;
}

/** Stops a child process (SIGTERM, then SIGKILL after 10 s); resolves at once when it has already ended. */
function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (ended(child)) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/** Waits until a child process is ready; on failure (it never answered, it died) stops it before rethrowing. */
async function started(child, url) {
  try {
    await waitForOk(url, child);
  } catch (error) {
    await stopper(child)();
    throw error;
  }
}

/**
 * The church server on a port of its own; `databaseUrl` null means in-memory PGlite. `web: false`
 * starts it without the web app's build (the APIs only), for benchmarks of API calls alone;
 * `env` adds settings (e.g. TRUST_PROXY); `port` chooses its port (a free one by default). `alive()`
 * says whether it is still running (a benchmark whose server died reports errors, not figures);
 * `kill()` ends it at once (SIGKILL), as a crash would.
 */
export async function startChurchServer({ databaseUrl = null, web = true, env: extra = {}, port: wanted } = {}) {
  if (web && !existsSync(`${root}apps/church-web/dist/index.html`)) throw new Error('Build the web app first: npm run build');
  const port = wanted ?? (await freePort());
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PRINT_DEMO_URLS: 'false',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: 'memory', DATABASE_URL: '' }),
    ...(web ? {} : { WEB_DIST: `${root}.bench-no-web-build` }),
    ...extra,
  };
  const child = killedOnExit(spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), ...SERVER_ARGS], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] }));
  await started(child, `http://127.0.0.1:${port}/readyz`);
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid, stop: stopper(child), alive: () => !ended(child), kill: () => child.kill('SIGKILL') };
}

/** A Fastify hello-world in a process of its own (with a /readyz, for a load balancer's checks). */
export async function startHelloWorld({ port: wanted } = {}) {
  const port = wanted ?? (await freePort());
  const source = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.get('/readyz', async () => ({ ready: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = killedOnExit(spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '-e', source], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }));
  await started(child, `http://127.0.0.1:${port}/`);
  return { origin: `http://127.0.0.1:${port}`, port, pid: child.pid, stop: stopper(child) };
}

/** Ends the benchmark on Ctrl-C or a kill through process.exit, so that the 'exit' hooks below still run. */
let exitOnSignals = false;
function exitOnSignal() {
  if (exitOnSignals) return;
  exitOnSignals = true;
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) process.once(signal, () => process.exit(code));
}

/**
 * A database of its own on the machine's PostgreSQL (BENCH_POSTGRES_URL, default the local server's
 * `test` database as admin), dropped afterwards; null when PostgreSQL does not answer. Call `drop()`
 * in a `finally`; should the benchmark itself end first (an uncaught error, Ctrl-C), the database is
 * dropped as the process exits. `with (force)` ends the connections of a server still running.
 */
export function createPostgresDatabase() {
  const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `church_bench_${randomBytes(4).toString('hex')}`;
  const created = spawnSync('psql', [admin, '-qc', `create database ${name}`], { encoding: 'utf8' });
  if (created.status !== 0) return null;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = () => {
    if (dropped) return;
    dropped = true;
    process.off('exit', drop);
    const result = spawnSync('psql', [admin, '-qc', `drop database if exists ${name} with (force)`], { encoding: 'utf8' });
    if (result.status !== 0) console.error(`Could not drop the benchmark's database ${name}: ${result.stderr || result.error}`);
  };
  process.on('exit', drop);
  exitOnSignal();
  return { url: url.toString(), name, drop };
}

/**
 * The limit a chat's fan-out is measured against: a bare `ws` server in a process of its own that takes a
 * message by HTTP POST (as the chat does) and sends it to every connected socket, with no database,
 * no channels, no validation.
 */
export async function startBareBroadcastServer() {
  const port = await freePort();
  const source = `
    const http = require('node:http');
    const { WebSocketServer } = require('ws');
    const server = http.createServer((request, response) => {
      if (request.method !== 'POST') return response.writeHead(request.url === '/' ? 200 : 404).end();
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const frame = JSON.stringify({ tipo: 'mensagem', mensagem: JSON.parse(Buffer.concat(chunks).toString()) });
        for (const client of sockets.clients) client.send(frame);
        response.writeHead(201).end();
      });
    });
    const sockets = new WebSocketServer({ server });
    server.listen(${port}, '127.0.0.1');`;
  const child = killedOnExit(spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '-e', source], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }));
  await started(child, `http://127.0.0.1:${port}/`);
  return { origin: `http://127.0.0.1:${port}`, port, stop: stopper(child) };
}
