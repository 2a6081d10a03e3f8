#!/usr/bin/env node
// npm run bench:api — throughput and p99 latency of the tenant bootstrap (GET /api/v1/igreja/codigo/grace)
// and of the church home's HTML, against a Fastify hello-world started in the same run, at 50
// connections, on embedded PGlite and on PostgreSQL (when the machine's server answers). Loopback only,
// a few seconds per endpoint. Budgets (issue 10): bootstrap ≥ 0.5× hello-world with p99 ≤ 10 ms; home
// HTML ≥ 0.2× with p99 ≤ 50 ms.
import autocannon from 'autocannon';
import { createPostgresDatabase, startChurchServer, startHelloWorld } from './bench/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function warm(url, headers) {
  await new Promise((resolve, reject) => autocannon({ url, connections: 10, duration: 2, headers }, (error) => (error ? reject(error) : resolve())));
}

async function benchOne(label, url, headers, helloRps) {
  await warm(url, headers);
  const result = await measure(url, headers);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    label,
    rps: result.requests.average,
    p99: result.latency.p99,
    ratio: helloRps ? result.requests.average / helloRps : 1,
    failures,
  };
}

function print(title, rows) {
  console.log(`\n${title}`);
  console.log('| endpoint | req/s | p99 ms | × hello-world | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(`| ${row.label} | ${Math.round(row.rps)} | ${row.p99} | ${row.ratio.toFixed(2)} | ${row.failures} |`);
  }
}

async function benchDriver(driver, databaseUrl, hello) {
  const server = await startChurchServer({ databaseUrl });
  try {
    const host = { host: `grace.localhost:${server.port}` };
    const bootstrap = await benchOne('tenant bootstrap GET /api/v1/igreja/codigo/grace', `${server.origin}/api/v1/igreja/codigo/grace`, host, hello.rps);
    const home = await benchOne('church home HTML GET /', `${server.origin}/`, { ...host, accept: 'text/html' }, hello.rps);
    print(`${driver}`, [hello, bootstrap, home]);
    return { bootstrap, home };
  } finally {
    await server.stop();
  }
}

const helloServer = await startHelloWorld();
try {
  const hello = await benchOne('Fastify hello-world', `${helloServer.origin}/`, {}, 0);
  hello.ratio = 1;
  console.log(`Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint, ${new Date().toISOString()}`);
  await benchDriver('PGlite (embedded)', null, hello);
  const postgres = createPostgresDatabase();
  if (postgres) {
    try {
      await benchDriver('PostgreSQL', postgres.url, hello);
    } finally {
      postgres.drop();
    }
  } else {
    console.log('\nPostgreSQL: not answering on this machine, skipped.');
  }
} finally {
  await helloServer.stop();
}
