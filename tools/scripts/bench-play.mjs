#!/usr/bin/env node
// npm run bench:play — the video area's search (GET /api/v1/plano-assinatura-conteudo/?igreja&busca) at
// grace's demo catalogue of 500 items and at 50,000, side by side with a Fastify hello-world in the same
// run (issue 27: p99 ≤ 20 ms at both sizes, answered by the church's catalogue index that each server
// process keeps in memory, play/search-index.ts, the page's rows read by their ids). PGlite
// measures the demo's 500; PostgreSQL (when the machine's server answers) the 500 and then 50,000, the
// 49,500 more inserted straight into its database between the two. Loopback only, bounded in time.
//
// Every request searches a different phrase (a topic or a series word, whole or as a prefix, alone or
// with a second one) from an address of its own (TRUST_PROXY=1), so that neither an answer cache nor a
// per-address limit answers it: each is a query of the database. SEARCH_CONNECTIONS connections (members
// typing at once) keep the server busy without measuring only their queue on two cores. The rows are
// inserted in one statement and then vacuumed, as autovacuum does to a catalogue that grows a video at a
// time; the insert moves the catalogue's version on, so the first search after it builds the index again.
// BENCH_SECONDS and BENCH_ROUNDS shorten a run; the table gives the medians of the rounds, each round
// the hello-world and the search back to back. It exits 1 when a row misses the budget.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { createPostgresDatabase, startChurchServer, startHelloWorld } from './bench/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEARCH_CONNECTIONS = 4;
const LARGE = 50_000;
const BUDGET_P99_MS = 20;

const TOPICS = ['hope', 'grace', 'forgiveness', 'courage', 'prayer', 'joy', 'peace', 'faithfulness', 'patience', 'kindness', 'mercy', 'justice', 'wisdom', 'rest', 'generosity', 'love', 'trust', 'humility', 'gratitude', 'community'];
const SERIES_WORDS = ['sermon', 'mount', 'psalms', 'season', 'acts', 'church', 'parables', 'jesus', 'romans', 'road', 'heroes', 'faith', 'fruit', 'spirit', 'prayer', 'letters', 'genesis', 'foundations'];
const WORDS = [...TOPICS, ...SERIES_WORDS];
/** Phrases as members type them: a word, its first letters, or two words (1,500 or so of them). */
const PHRASES = [...WORDS, ...WORDS.map((word) => word.slice(0, 3)), ...WORDS.flatMap((first) => WORDS.filter((second) => second !== first).map((second) => `${first} ${second.slice(0, 4)}`))];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function load(options) {
  return new Promise((resolve, reject) => autocannon({ duration: SECONDS, ...options }, (error, result) => (error ? reject(error) : resolve(result))));
}

/** Searches, each of a phrase in turn and from an address of its own. */
function searches(igreja) {
  let next = 0;
  return [
    {
      method: 'GET',
      setupRequest: (request) => {
        const n = next++;
        return {
          ...request,
          path: `/api/v1/plano-assinatura-conteudo/?igreja=${igreja}&busca=${encodeURIComponent(PHRASES[n % PHRASES.length])}&limit=20`,
          headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        };
      },
    },
  ];
}

async function graceId(server) {
  const response = await fetch(`${server.origin}/api/v1/igreja/codigo/grace`);
  if (!response.ok) throw new Error(`grace: ${response.status}`);
  return (await response.json()).igreja.id;
}

async function catalogueSize(server, igreja) {
  const response = await fetch(`${server.origin}/api/v1/plano-assinatura-conteudo/?igreja=${igreja}&limit=1`);
  return (await response.json()).total;
}

/** Rounds of the hello-world and the search back to back; their medians. */
async function measure(server, hello, igreja) {
  const search = { url: server.origin, connections: SEARCH_CONNECTIONS, requests: searches(igreja) };
  await load({ ...search, duration: Math.max(SECONDS, 5) });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const helloResult = await load({ url: hello.origin, connections: SEARCH_CONNECTIONS });
    const searchResult = await load(search);
    rounds.push({ hello: helloResult, search: searchResult });
  }
  const pick = (results) => ({
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  });
  return { hello: pick(rounds.map((r) => r.hello)), search: pick(rounds.map((r) => r.search)), p99s: rounds.map((r) => r.search.latency.p99) };
}

/** 49,500 more videos for grace, straight into its database, with the words the search keeps. */
function growCatalogue(databaseUrl, igreja, total) {
  const topics = `array[${TOPICS.map((topic) => `'${topic}'`).join(',')}]`;
  const statement = `
    insert into plano_assinatura_conteudo (igreja_id, tipo, titulo, descricao, tags, texto_busca, data_publicacao)
    select ${igreja}, 'video', 'Talk ' || g || ': ' || initcap(topic), 'What the talk says about ' || topic || '.', array['sermons'],
           'talk ' || g || ' ' || topic || ' what the talk says about ' || topic || ' sermons', now() - g * interval '1 minute'
    from generate_series(1, ${total}) g, lateral (select (${topics})[1 + g % ${TOPICS.length}] as topic) t`;
  // Two commands: VACUUM runs outside the insert's transaction.
  const result = spawnSync('psql', [databaseUrl, '-qc', statement, '-c', 'vacuum analyze plano_assinatura_conteudo'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not grow the catalogue: ${result.stderr}`);
}

const rows = [];
const hello = await startHelloWorld();
try {
  const runs = [{ driver: 'PGlite', databaseUrl: null }];
  const postgres = createPostgresDatabase();
  if (postgres) runs.push({ driver: 'PostgreSQL', databaseUrl: postgres.url });
  else console.log('PostgreSQL did not answer: measuring PGlite only.');
  try {
    for (const { driver, databaseUrl } of runs) {
      const server = await startChurchServer({ databaseUrl, web: false, env: { TRUST_PROXY: '1' } });
      try {
        const igreja = await graceId(server);
        rows.push({ driver, items: await catalogueSize(server, igreja), ...(await measure(server, hello, igreja)) });
        if (databaseUrl) {
          growCatalogue(databaseUrl, igreja, LARGE - (await catalogueSize(server, igreja)));
          rows.push({ driver, items: await catalogueSize(server, igreja), ...(await measure(server, hello, igreja)) });
        }
        if (!server.alive()) throw new Error('The church server died during the benchmark.');
      } finally {
        await server.stop();
      }
    }
  } finally {
    postgres?.drop();
  }
} finally {
  await hello.stop();
}

console.log(`\nVideo area search, ${SEARCH_CONNECTIONS} connections, a new phrase per request (medians of ${ROUNDS} rounds of ${SECONDS} s)`);
console.log('| database | items | search req/s | p50 ms | p99 ms | rounds\' p99 | hello-world req/s | hello p99 ms | × hello-world | errors | p99 ≤ 20 ms |');
console.log('|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---|');
let failed = false;
for (const row of rows) {
  const ok = row.search.p99 <= BUDGET_P99_MS && row.search.failures === 0;
  failed ||= !ok;
  console.log(
    `| ${row.driver} | ${row.items.toLocaleString('en')} | ${Math.round(row.search.rps)} | ${row.search.p50} | ${row.search.p99} | ${row.p99s.join(', ')} | ${Math.round(row.hello.rps)} | ${row.hello.p99} | ${(row.search.rps / row.hello.rps).toFixed(2)} | ${row.search.failures} | ${ok ? 'yes' : 'no'} |`,
  );
}
process.exitCode = failed ? 1 : 0;
