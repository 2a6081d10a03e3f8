#!/usr/bin/env node
// npm run cluster: the church server as a network of churches runs it, on this machine: PostgreSQL and
// Redis on loopback, CLUSTER_REPLICAS (2) app processes sharing them, behind HAProxy (Debian's package,
// installed when missing, as npm test installs Chromium) on CLUSTER_PORT (3000), which checks each
// replica's /readyz and routes without stickiness. A replica that ends is started again a second later.
// Ctrl-C stops the balancer and the replicas (each
// drains: it stops taking connections, finishes what it has, and its chat sockets reconnect elsewhere);
// PostgreSQL and Redis are the machine's and keep running. docs/operations.md has the same shape on
// managed services.
//
//   CLUSTER_DATABASE (church_cluster): the database made on first use on the machine's PostgreSQL
//   (PGHOST/PGPORT/PGUSER, default 127.0.0.1:5432 postgres); `-- --fresh` drops it first.
//   CLUSTER_REDIS_URL (redis://127.0.0.1:6379), CLUSTER_REPLICAS, CLUSTER_PORT, CLUSTER_BASE_PORT (3101).
//   `-- --no-build` skips building the web app.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, ensurePostgres, ensureRedis, haproxyConfig } from './cluster-parts.mjs';
import { ensureDebianPackage, ensureDependencies, nxEnv, root, runOrExit } from './ensure-workspace.mjs';
import { SERVER_ARGS } from './server-command.mjs';

const REPLICAS = Number(process.env.CLUSTER_REPLICAS ?? 2);
const PORT = Number(process.env.CLUSTER_PORT ?? 3000);
const BASE_PORT = Number(process.env.CLUSTER_BASE_PORT ?? 3101);
const STATS_PORT = PORT + 404;
const DATABASE = process.env.CLUSTER_DATABASE ?? 'church_cluster';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

if (!Number.isInteger(REPLICAS) || REPLICAS < 1 || REPLICAS > 16) throw new Error(`CLUSTER_REPLICAS must be 1 to 16, not ${process.env.CLUSTER_REPLICAS}`);
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`CLUSTER_DATABASE must be a plain lower-case name, not ${DATABASE}`);

const args = process.argv.slice(2);
ensureDependencies();
ensurePostgres();
ensureRedis(REDIS_URL);
ensureDebianPackage('/usr/sbin/haproxy', 'haproxy', 'the load balancer of npm run cluster');
const databaseUrl = ensureDatabase(DATABASE, args.includes('--fresh'));
if (!args.includes('--no-build')) {
  console.log('› Building the church web app…');
  runOrExit('npx', ['nx', 'run', 'church-web:build', '--outputStyle=static'], { env: nxEnv });
}

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n› Stopping the balancer and the replicas…');
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 15_000);
  deadline.unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() => process.exit(code));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/**
 * A child whose lines go to this terminal, each under its name. `onExit` says what its end means; by
 * default the cluster stops with it.
 */
function started(name, command, commandArgs, env, onExit = (reason) => {
  console.error(`✖ ${name} stopped (${reason}); stopping the cluster`);
  stopAll(1);
}) {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) onExit(signal ?? code);
  });
  children.push(child);
  return child;
}

/** A replica, started again a second after it ends (as an orchestrator would): the balancer routes around it meanwhile. */
function replica(name, port) {
  started(name, process.execPath, SERVER_ARGS, replicaEnv(port), (reason) => {
    console.error(`› ${name} stopped (${reason}); starting it again`);
    setTimeout(() => stopping || replica(name, port), 1000).unref();
  });
}

async function ready(port) {
  for (let i = 0; i < 600; i += 1) {
    if (stopping) return;
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The replica on ${port} was not ready after 5 minutes`);
}

const ports = Array.from({ length: REPLICAS }, (_, i) => BASE_PORT + i);
const replicaEnv = (port) => ({
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  REDIS_URL,
  PORT: String(port),
  HOST: '127.0.0.1',
  // The balancer is the one proxy in front: rate limits see the visitor's address, not HAProxy's.
  TRUST_PROXY: '1',
  // Links and e-mails name the balancer's port, not the replica's.
  PUBLIC_PORT: String(PORT),
  PRINT_DEMO_URLS: 'false',
  MAILBOX_ENABLED: 'true',
  // The balancer's health checks are a request a second per replica: warnings and errors only, unless asked.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
console.log(`› Starting ${REPLICAS} replicas on ${ports.join(', ')} (migrations run once, under a lock)…`);
for (const [i, port] of ports.entries()) replica(`app${i + 1}`, port);
await Promise.all(ports.map(ready));
if (stopping) process.exit(1);

const configDir = mkdtempSync(join(tmpdir(), 'church-cluster-'));
const configFile = join(configDir, 'haproxy.cfg');
writeFileSync(configFile, haproxyConfig([{ name: 'churches', port: PORT, servers: ports }], STATS_PORT));
process.on('exit', () => rmSync(configDir, { recursive: true, force: true }));
started('haproxy', '/usr/sbin/haproxy', ['-db', '-f', configFile], process.env);

console.log(`
The cluster is up: ${REPLICAS} replicas behind HAProxy, one PostgreSQL database (${DATABASE}), Redis at ${REDIS_URL}.
  http://grace.localhost:${PORT}   http://esperanca.localhost:${PORT}   http://vida.localhost:${PORT}
  HAProxy's stats: http://127.0.0.1:${STATS_PORT}/
Ctrl-C stops it.`);
