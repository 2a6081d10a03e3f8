#!/usr/bin/env node
// npm run bench:api — throughput and p99 latency of the tenant bootstrap (GET /api/v1/igreja/codigo/grace)
// and of the church home's HTML, against a Fastify hello-world started in the same run, at 50
// connections, on embedded PGlite and on PostgreSQL (when the machine's server answers). Loopback only,
// a few seconds per endpoint. Budgets (issue 10): bootstrap ≥ 0.5× hello-world with p99 ≤ 10 ms; home
// HTML ≥ 0.2× with p99 ≤ 50 ms.
//
// Each endpoint is first loaded until its throughput stops rising: the church server is a large
// program, and V8 takes 10–20 s of load on two cores to optimise its hot paths (a cold server answered
// the bootstrap at half its steady rate), while the hello-world is warm in a second. The load
// generator shares the machine's cores with the server, and a shared machine's speed drifts within a
// minute, so each round then measures the hello-world and the endpoints back to back, and the table
// gives the medians of ROUNDS rounds; each ratio is the median of the rounds' own ratios.
import autocannon from 'autocannon';
import { createPostgresDatabase, startChurchServer, startHelloWorld } from './bench/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

function load(url, headers, { connections = CONNECTIONS, duration = SECONDS } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Loads an endpoint in short slices until a slice is no more than 5 % faster than the best before it (at most 30 s). */
async function warm(url, headers) {
  let best = 0;
  for (let slice = 0; slice < 10; slice++) {
    const rate = (await load(url, headers, { duration: 3 })).requests.average;
    if (slice > 0 && rate <= best * 1.05) return;
    best = Math.max(best, rate);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function print(title, rows) {
  console.log(`\n${title} (medians of ${ROUNDS} rounds)`);
  console.log('| endpoint | req/s | p99 ms | × hello-world | rounds\' ratios | errors |');
  console.log('|---|---:|---:|---:|---|---:|');
  for (const row of rows) {
    console.log(`| ${row.label} | ${Math.round(row.rps)} | ${row.p99} | ${row.ratio.toFixed(2)} | ${row.ratios.map((r) => r.toFixed(2)).join(', ')} | ${row.failures} |`);
  }
}

async function benchDriver(driver, databaseUrl, hello) {
  const server = await startChurchServer({ databaseUrl });
  try {
    const host = { host: `grace.localhost:${server.port}` };
    const endpoints = [
      { label: 'tenant bootstrap GET /api/v1/igreja/codigo/grace', url: `${server.origin}/api/v1/igreja/codigo/grace`, headers: host },
      { label: 'church home HTML GET /', url: `${server.origin}/`, headers: { ...host, accept: 'text/html' } },
    ];
    for (const endpoint of endpoints) await warm(endpoint.url, endpoint.headers);
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const helloResult = await load(hello.url, {});
      const results = [];
      for (const endpoint of endpoints) results.push(await load(endpoint.url, endpoint.headers));
      rounds.push({ hello: helloResult, results });
    }
    const row = (label, pick) => {
      const results = rounds.map(pick);
      return {
        label,
        rps: median(results.map((r) => r.requests.average)),
        p99: median(results.map((r) => r.latency.p99)),
        ratios: rounds.map((round, i) => results[i].requests.average / round.hello.requests.average),
        failures: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
      };
    };
    const rows = [row('Fastify hello-world', (round) => round.hello), ...endpoints.map((endpoint, i) => row(endpoint.label, (round) => round.results[i]))];
    for (const r of rows) r.ratio = median(r.ratios);
    print(driver, rows);
  } finally {
    await server.stop();
  }
}

const helloServer = await startHelloWorld();
try {
  const hello = { url: `${helloServer.origin}/` };
  await warm(hello.url, {});
  console.log(`Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint and round, ${new Date().toISOString()}`);
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
