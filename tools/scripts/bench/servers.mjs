// The servers a benchmark compares, each in a process of its own on loopback: the church server as
// `npm start` runs it (on embedded PGlite or on a PostgreSQL database made for the run), and a Fastify
// hello-world, the ceiling of what Node and Fastify answer on this machine.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { root } from '../ensure-workspace.mjs';

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

async function waitForOk(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopper(child) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** The church server on a port of its own; `databaseUrl` null means in-memory PGlite. */
export async function startChurchServer({ databaseUrl = null } = {}) {
  if (!existsSync(`${root}apps/church-web/dist/index.html`)) throw new Error('Build the web app first: npm run build');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PRINT_DEMO_URLS: 'false',
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: 'memory', DATABASE_URL: '' }),
  };
  const child = spawn(process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []), '--import', 'tsx', 'apps/church-api/src/server.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForOk(`http://127.0.0.1:${port}/readyz`, child);
  return { origin: `http://127.0.0.1:${port}`, port, stop: stopper(child) };
}

/** A Fastify hello-world in a process of its own. */
export async function startHelloWorld() {
  const port = await freePort();
  const source = `
    const app = require('fastify')();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', source], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForOk(`http://127.0.0.1:${port}/`, child);
  return { origin: `http://127.0.0.1:${port}`, port, stop: stopper(child) };
}

/**
 * A database of its own on the machine's PostgreSQL (BENCH_POSTGRES_URL, default the local server's
 * `test` database as admin), dropped afterwards; null when PostgreSQL does not answer.
 */
export function createPostgresDatabase() {
  const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `church_bench_${randomBytes(4).toString('hex')}`;
  const created = spawnSync('psql', [admin, '-qc', `create database ${name}`], { encoding: 'utf8' });
  if (created.status !== 0) return null;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => spawnSync('psql', [admin, '-qc', `drop database if exists ${name} with (force)`]),
  };
}
