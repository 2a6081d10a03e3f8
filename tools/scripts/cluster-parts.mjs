// The pieces of a cluster on this machine that npm run cluster and bench:sunday share: the machine's
// PostgreSQL and Redis answering on loopback (started when installed and silent), a database of the
// cluster's own, and HAProxy's configuration (health checks on /readyz, round robin, no stickiness).
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { ensureDebianPackage } from './ensure-workspace.mjs';

export const PG = { host: process.env.PGHOST ?? '127.0.0.1', port: process.env.PGPORT ?? '5432', user: process.env.PGUSER ?? 'postgres' };

function quiet(command, args) {
  return spawnSync(command, args, { encoding: 'utf8' });
}

/** PostgreSQL answering on loopback, the machine's cluster started if it is installed and silent. */
export function ensurePostgres() {
  const ready = () => quiet('pg_isready', ['-q', '-h', PG.host, '-p', PG.port]).status === 0;
  if (ready()) return;
  const clusters = quiet('ls', ['/etc/postgresql']).stdout.trim().split('\n').filter(Boolean);
  if (clusters.length === 0) throw new Error(`PostgreSQL is not answering on ${PG.host}:${PG.port} and is not installed here`);
  console.log(`› Starting the machine's PostgreSQL ${clusters[0]}…`);
  quiet('pg_ctlcluster', ['--skip-systemctl-redirect', clusters[0], 'main', 'start']);
  for (let i = 0; i < 30 && !ready(); i += 1) spawnSync('sleep', ['1']);
  if (!ready()) throw new Error(`PostgreSQL did not start on ${PG.host}:${PG.port}`);
}

export function ensureDatabase(name, fresh) {
  const psql = (statement) => quiet('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', 'postgres', '-qtAc', statement]);
  if (fresh) psql(`drop database if exists ${name} with (force)`);
  if (psql(`select 1 from pg_database where datname = '${name}'`).stdout.trim() !== '1') {
    const created = psql(`create database ${name}`);
    if (created.status !== 0) throw new Error(`Could not create the database ${name}: ${created.stderr}`);
    console.log(`› Made the database ${name}: the first replica migrates it and seeds the demo churches.`);
  }
  return `postgres://${PG.user}@${PG.host}:${PG.port}/${name}`;
}

/** Redis answering, the machine's redis-server started if it is installed and silent. */
export function ensureRedis(url) {
  const ready = () => quiet('redis-cli', ['-u', url, 'ping']).stdout?.trim() === 'PONG';
  if (ready()) return;
  const { hostname, port } = new URL(url);
  if (!['127.0.0.1', 'localhost'].includes(hostname)) throw new Error(`Redis is not answering at ${url}`);
  console.log("› Starting the machine's redis-server…");
  ensureDebianPackage('/usr/bin/redis-server', 'redis-server', 'the chat across replicas');
  quiet('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', port || '6379', '--save', '', '--appendonly', 'no', '--dir', tmpdir()]);
  for (let i = 0; i < 30 && !ready(); i += 1) spawnSync('sleep', ['1']);
  if (!ready()) throw new Error(`Redis did not start at ${url}`);
}

/**
 * HAProxy's configuration: each of `frontends` ({ name, port, servers: replica ports }) balanced round
 * robin over its servers, each checked on GET /readyz; a refused connection tried on another server;
 * the statistics on `statsPort`.
 */
export function haproxyConfig(frontends, statsPort) {
  return `global
  # Two file descriptors a connection: within the 20,000 a process may open here.
  maxconn 9000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A WebSocket (the chat) lives as long as the client keeps it.
  timeout tunnel 1h
  # A replica that refuses the connection (stopping, or down before its checks fail) is skipped for another.
  retries 3
  option redispatch
  option forwardfor
${frontends.map(({ name, port, servers }) => `
frontend ${name}
  bind 127.0.0.1:${port}
  default_backend ${name}_replicas

backend ${name}_replicas
  balance roundrobin
  # HTTP/1.1 with a Host: the server refuses a request without one.
  option httpchk
  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1
  http-check expect status 200
  # A replica busy with a Sunday's load answers its check late, not never: 3 s before it counts as a failure.
  timeout check 3s
  default-server inter 1s fall 2 rise 2
${servers.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`).join('\n')}
`).join('')}
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /
`;
}
