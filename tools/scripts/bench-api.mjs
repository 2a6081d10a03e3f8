#!/usr/bin/env node
// npm run bench:api — throughput and p99 latency of the tenant bootstrap (GET /api/v1/igreja/codigo/grace),
// of the church home's HTML and of a Bible search for a common word (GET /api/v1/biblia/web/busca?q=the),
// against a Fastify hello-world started in the same run, at 50 connections, on embedded PGlite and on
// PostgreSQL (when the machine's server answers). Loopback only, a few seconds per endpoint. Budgets
// (issue 10): bootstrap ≥ 0.5× hello-world with p99 ≤ 10 ms; home HTML ≥ 0.2× with p99 ≤ 50 ms.
// Then /healthz, on one connection, alone and while 10 connections search the Bible (issue 22: PGlite
// runs in the server's own thread, and 10 searches at once had stalled it for seconds): the same
// common word again and again, and a different pair of common words each time from a different
// address (TRUST_PROXY=1, X-Forwarded-For), which neither the search cache nor the per-address limit
// answers.
// BENCH_ONLY=search (or bootstrap, home, comma-separated) measures only those; without home, the
// server runs without the web app's build. BENCH_SECONDS and BENCH_ROUNDS shorten a run.
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
const ONLY = new Set((process.env.BENCH_ONLY ?? 'bootstrap,home,search').split(',').map((name) => name.trim()));
const SEARCH_CONNECTIONS = 10;

function load(url, headers, { connections = CONNECTIONS, duration = SECONDS, requests } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Common English words, paired into phrases no search has asked before (1 560 of them). */
const COMMON_WORDS = ['the', 'and', 'of', 'to', 'that', 'in', 'he', 'shall', 'for', 'unto', 'i', 'his', 'a', 'they', 'be', 'is', 'lord', 'him', 'not', 'them', 'it', 'with', 'all', 'thou', 'was', 'which', 'my', 'me', 'said', 'but', 'have', 'from', 'you', 'will', 'god', 'your', 'their', 'who', 'as', 'on'];
const FRESH_PHRASES = COMMON_WORDS.flatMap((first) => COMMON_WORDS.filter((second) => second !== first).map((second) => `${first} ${second}`));

/** Searches of a phrase never asked before (until the list runs out), each from an address of its own. */
function freshSearches() {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const n = next++;
        const phrase = FRESH_PHRASES[n % FRESH_PHRASES.length];
        return {
          ...request,
          path: `/api/v1/biblia/web/busca?q=${encodeURIComponent(phrase)}`,
          headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        };
      },
    },
  ];
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

/** /healthz on one connection, alone and while SEARCH_CONNECTIONS connections search. */
async function healthzDuringSearches(server, host, commonWordUrl, drain) {
  const healthz = `${server.origin}/healthz`;
  const alone = await load(healthz, {}, { connections: 1 });
  const searching = async (searchUrl, requests) => {
    const [health, searches] = await Promise.all([load(healthz, {}, { connections: 1 }), load(searchUrl, host, { connections: SEARCH_CONNECTIONS, requests })]);
    await drain();
    return { health, searches };
  };
  const same = await searching(commonWordUrl);
  const fresh = await searching(`${server.origin}/api/v1/biblia/web/busca`, freshSearches());
  console.log(`\n/healthz (1 connection) while ${SEARCH_CONNECTIONS} connections search`);
  console.log('| while | healthz req/s | healthz p50 ms | p99 ms | max ms | searches/s | search p99 ms | search non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const line = (label, health, searches) =>
    console.log(
      `| ${label} | ${Math.round(health.requests.average)} | ${health.latency.p50} | ${health.latency.p99} | ${health.latency.max} | ${searches ? Math.round(searches.requests.average) : '–'} | ${searches ? searches.latency.p99 : '–'} | ${searches ? searches.non2xx : '–'} | ${health.errors + health.timeouts + (searches ? searches.errors + searches.timeouts : 0)} |`,
    );
  line('nothing else', alone);
  line('the same common word ("the") each time', same.health, same.searches);
  line('a new pair of common words each time, each from its own address', fresh.health, fresh.searches);
}

async function benchDriver(driver, databaseUrl, hello) {
  const server = await startChurchServer({ databaseUrl, web: ONLY.has('home'), env: { TRUST_PROXY: '1' } });
  try {
    const host = { host: `grace.localhost:${server.port}` };
    const searchUrl = `${server.origin}/api/v1/biblia/web/busca?q=the`;
    const endpoints = [
      { key: 'bootstrap', label: 'tenant bootstrap GET /api/v1/igreja/codigo/grace', url: `${server.origin}/api/v1/igreja/codigo/grace`, headers: host },
      { key: 'home', label: 'church home HTML GET /', url: `${server.origin}/`, headers: { ...host, accept: 'text/html' } },
      { key: 'search', label: 'Bible search GET /api/v1/biblia/web/busca?q=the', url: searchUrl, headers: host },
    ].filter((endpoint) => ONLY.has(endpoint.key));
    // When a load ends, the server may still be working through what it was sent (slow searches queue
    // for the database, and PGlite's run in the server's thread): the next measurement waits until a
    // read of the database has been answered and /healthz answers at once again, ten times in a row.
    const drain = async () => {
      const started = performance.now();
      await fetch(`${server.origin}/api/v1/biblia/web/Gen/1`, { headers: host }).then((response) => response.arrayBuffer());
      for (let quick = 0; quick < 10 && performance.now() - started < 300_000; ) {
        const asked = performance.now();
        await fetch(`${server.origin}/healthz`).then((response) => response.arrayBuffer());
        quick = performance.now() - asked < 25 ? quick + 1 : 0;
      }
      const waited = performance.now() - started;
      if (waited > 1000) console.log(`(the server took ${(waited / 1000).toFixed(1)} s to finish what it had been sent)`);
    };
    for (const endpoint of endpoints) {
      await warm(endpoint.url, endpoint.headers);
      await drain();
    }
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const helloResult = await load(hello.url, {});
      const results = [];
      for (const endpoint of endpoints) {
        results.push(await load(endpoint.url, endpoint.headers));
        await drain();
      }
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
    if (ONLY.has('search')) await healthzDuringSearches(server, host, searchUrl, drain);
  } finally {
    await server.stop();
  }
}

const helloServer = await startHelloWorld();
try {
  const hello = { url: `${helloServer.origin}/` };
  await warm(hello.url, {});
  console.log(`Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per endpoint and round, ${[...ONLY].join(', ')}, ${new Date().toISOString()}`);
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
