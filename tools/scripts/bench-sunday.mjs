#!/usr/bin/env node
// npm run bench:sunday — a simulated Sunday for a network of churches (issue 31). On this machine's
// PostgreSQL and Redis: BENCH_CHURCHES (1000) generated churches (DEMO_NETWORK_CHURCHES, seeded once
// into the database BENCH_SUNDAY_DATABASE, church_sunday, and kept; BENCH_FRESH=1 starts it again),
// two replicas behind HAProxy (as npm run cluster runs them) and, behind the same HAProxy, a
// Fastify hello-world on two processes. For BENCH_SECONDS (180) after a warm-up, a Sunday's mix:
// visitors opening homes and event pages and reading the events API (most of it at the 50 largest
// churches), members signing in and buying seats of a service that sells out, givers, chat
// congregations in live services, and the hello-world beside them; in the middle, one replica is
// killed (SIGKILL) and started again. It prints per route p50/p99 and errors (and whether each came
// while the replica was down), chat delivery p99 and messages lost, seats oversold, payments beyond
// what members attempted, each process's memory after the warm-up and at the end, and the caches'
// counts. Loopback only, bounded: about five minutes once the network is seeded (the first run
// seeds it: about four minutes more).
// Budget: cached reads p99 ≤ 50 ms, purchases ≤ 250 ms, chat p99 ≤ 100 ms, nothing lost, 0 oversold,
// 0 doubled, errors only while the replica was down, memory within 20% after the warm-up.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openCongregations } from './bench/sunday-chat.mjs';
import { auditSunday, onTheAirNow, prepareSunday } from './bench/sunday-data.mjs';
import { createTraffic, timeline } from './bench/sunday-traffic.mjs';
import { freePort, startChurchServer, startHelloWorld } from './bench/servers.mjs';
import { ensureDatabase, ensurePostgres, ensureRedis, haproxyConfig } from './cluster-parts.mjs';
import { ensureDebianPackage, root } from './ensure-workspace.mjs';
import { SERVER_NODE_FLAGS } from './server-command.mjs';

const env = process.env;
const CHURCHES = Number(env.BENCH_CHURCHES ?? 1000);
const SECONDS = Number(env.BENCH_SECONDS ?? 180);
const WARM_UP_SECONDS = 20;
const LARGEST = 50;
const DATABASE = env.BENCH_SUNDAY_DATABASE ?? 'church_sunday';
const REDIS_URL = env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Per second: page views, events API reads, purchases, gifts, members signing in, hello-world requests, chat messages per live church. */
const RATES = { pages: Number(env.BENCH_PAGE_RATE ?? 50), api: 25, purchases: 3, gifts: 1, signIns: 0.5, hello: 10, chat: 1 };
const CHAT = { churches: 10, clientsPerChurch: 50, senders: 4 };
const SEATS = 10;
const MEMBERS_PER_CHURCH = 8;
const METRICS_TOKEN = randomBytes(24).toString('base64url');

if (!existsSync(`${root}apps/church-web/dist/index.html`)) throw new Error('Build the web app first: npm run build');
ensurePostgres();
ensureRedis(REDIS_URL);
ensureDebianPackage('/usr/sbin/haproxy', 'haproxy', 'the load balancer of bench:sunday');
const databaseUrl = ensureDatabase(DATABASE, env.BENCH_FRESH === '1');

console.log(`› Migrating ${DATABASE} and seeding ${CHURCHES} churches where missing…`);
const seedStarted = Date.now();
const seeded = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'apps/church-api/src/migrate-and-seed.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, DATABASE_URL: databaseUrl, DEMO_NETWORK_CHURCHES: String(CHURCHES), LOG_LEVEL: 'warn' },
});
if (seeded.status !== 0) throw new Error('The database could not be migrated and seeded');
console.log(`  ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`);

const runId = randomBytes(3).toString('hex');
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { churches, large } = await prepareSunday(client, { largest: LARGEST, buyers: MEMBERS_PER_CHURCH, seats: SEATS, runId });
const others = churches.slice(LARGEST);
// Grace's live service has the chat open to guests (esperanca's and vida's are for members).
const chatChurches = large.filter((church) => church.codigo.startsWith('grace-')).slice(0, CHAT.churches);
await onTheAirNow(client, chatChurches);

const [port, helloPort, statsPort, ...appPorts] = await Promise.all(Array.from({ length: 7 }, freePort));
const replicaPorts = appPorts.slice(0, 2);
const helloPorts = appPorts.slice(2, 4);
const replicaEnv = {
  REDIS_URL,
  // The benchmark's visitors each come from an address of their own (X-Forwarded-For, as behind a
  // CDN), then through HAProxy: two hops are trusted, so that rate limits count visitors, not HAProxy.
  TRUST_PROXY: '2',
  PUBLIC_PORT: String(port),
  SEED_DEMO: 'false',
  METRICS_TOKEN,
  JWT_SECRET: randomBytes(48).toString('base64url'),
  LOG_LEVEL: 'warn',
};
const startReplica = (replicaPort) => startChurchServer({ databaseUrl, port: replicaPort, env: replicaEnv });
console.log(`› Starting 2 replicas, 2 hello-worlds and HAProxy on ${port} (hello-world on ${helloPort})…`);
const replicas = await Promise.all(replicaPorts.map(startReplica));
const hellos = await Promise.all(helloPorts.map((helloWorldPort) => startHelloWorld({ port: helloWorldPort })));
const configDir = mkdtempSync(join(tmpdir(), 'church-sunday-'));
writeFileSync(join(configDir, 'haproxy.cfg'), haproxyConfig([{ name: 'churches', port, servers: replicaPorts }, { name: 'hello', port: helloPort, servers: helloPorts }], statsPort));
const haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', join(configDir, 'haproxy.cfg')], { stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => {
  haproxy.kill('SIGKILL');
  rmSync(configDir, { recursive: true, force: true });
});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100 && !(await fetch(`${origin}/readyz`, { headers: { host: 'grace.localhost' } }).then((r) => r.ok).catch(() => false)); i += 1) await new Promise((r) => setTimeout(r, 200));

const traffic = createTraffic({ origin, helloOrigin: `http://127.0.0.1:${helloPort}`, large, others });
console.log(`› ${CHAT.churches * CHAT.clientsPerChurch} chat clients joining ${CHAT.churches} live services…`);
const congregations = await openCongregations(origin, chatChurches, CHAT);

/** A process's CPU time so far, in seconds (utime + stime of /proc/{pid}/stat), 0 once it has ended. */
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};
const pidsOf = (name) => (spawnSync('pgrep', ['-x', name], { encoding: 'utf8' }).stdout ?? '').split('\n').filter(Boolean).map(Number);
/** CPU seconds so far of each part of the machine's load. */
const cpuByPart = () => ({
  'replica 1': cpuOf(replicas[0].pid),
  'replica 2': cpuOf(replicas[1].pid),
  'hello-worlds': hellos.reduce((sum, hello) => sum + cpuOf(hello.pid), 0),
  PostgreSQL: pidsOf('postgres').reduce((sum, pid) => sum + cpuOf(pid), 0),
  HAProxy: cpuOf(haproxy.pid),
  'this benchmark (clients)': (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
});
const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const processes = () => [...replicas.map((replica, i) => [`replica ${i + 1}`, replica]), ...hellos.map((hello, i) => [`hello-world ${i + 1}`, hello])];

console.log(`› Signing in ${LARGEST * MEMBERS_PER_CHURCH} members…`);
await traffic.signInAll();

const run = (seconds, measured) => traffic.run(seconds, RATES, measured, () => congregations.send());
console.log(`› Warm-up: ${WARM_UP_SECONDS} s of the Sunday's mix, not measured…`);
await run(WARM_UP_SECONDS, false);
const memoryAtStart = new Map(processes().map(([name, server]) => [name, rssOf(server.pid)]));

console.log(`› ${SECONDS} s measured; replica 2 is killed at ${SECONDS / 2} s and started again…`);
const outage = { from: 0, to: 0 };
/** From the kill until the replica started again has had its warm-up: figures outside it are the steady state's. */
const disturbed = { from: 0, to: 0 };
const killing = (async () => {
  await new Promise((resolve) => setTimeout(resolve, (SECONDS / 2) * 1000));
  outage.from = performance.now();
  disturbed.from = outage.from;
  replicas[1].kill();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  replicas[1] = await startReplica(replicaPorts[1]);
  // Until HAProxy's checks have seen it up again (2 passes a second apart).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  outage.to = performance.now();
  // Its own warm-up, as the others had theirs.
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
  disturbed.to = performance.now();
  memoryAtStart.set('replica 2 (started again)', rssOf(replicas[1].pid));
})();
const measuredFrom = performance.now();
const cpuAtStart = cpuByPart();
const replica1AtStart = await metricsOf(replicaPorts[0]);
const gcAtStart = gcPauses(replica1AtStart);
const partsAtStart = memoryParts(replica1AtStart);
await run(SECONDS, true);
const cpuAtEnd = cpuByPart();
const replica1AtEnd = await metricsOf(replicaPorts[0]);
const gcAtEnd = gcPauses(replica1AtEnd);
const partsAtEnd = memoryParts(replica1AtEnd);
await killing;
const chat = await congregations.finish(15_000, measuredFrom, disturbed);
const memoryAtEnd = new Map(processes().map(([name, server]) => [name === 'replica 2' ? 'replica 2 (started again)' : name, rssOf(server.pid)]));
const caches = (await Promise.all(replicas.map((replica) => metricsOf(replica.port)))).map(cacheCounts);
const audit = await auditSunday(client, large, traffic.attempts);
await client.end();

/** A replica's /metrics, as text. */
async function metricsOf(replicaPort) {
  return (await fetch(`http://127.0.0.1:${replicaPort}/metrics`, { headers: { host: '127.0.0.1', authorization: `Bearer ${METRICS_TOKEN}` } })).text();
}

/** Each in-process cache's hits, misses and evictions on a replica (its /metrics). */
function cacheCounts(text) {
  const counts = {};
  for (const [, field, cache, value] of text.matchAll(/^church_cache_(hits|misses|evictions)_total\{cache="([^"]+)"\} (\d+)/gm)) {
    counts[cache] ??= { hits: 0, misses: 0, evictions: 0 };
    counts[cache][field] = Number(value);
  }
  return counts;
}

/** What a replica's memory is made of (its /metrics, MB): the main thread's heap in use and its size, memory outside the heap (buffers), what its caches count, and its render threads' heaps. */
function memoryParts(text) {
  const value = (pattern) => [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1]), 0) / 2 ** 20;
  return {
    'heap used': value(/^nodejs_heap_size_used_bytes ([\d.e+]+)/gm),
    heap: value(/^nodejs_heap_size_total_bytes ([\d.e+]+)/gm),
    'outside the heap': value(/^nodejs_external_memory_bytes ([\d.e+]+)/gm),
    caches: value(/^church_cache_bytes\{[^}]*\} ([\d.e+]+)/gm),
    'render threads\' heaps': value(/^church_render_thread_heap_bytes\{[^}]*\} ([\d.e+]+)/gm),
  };
}

/** Replica 1's garbage collections by kind (its /metrics): how many, their total and how many paused over 10 and 100 ms. */
function gcPauses(text) {
  const kinds = {};
  const of = (kind) => (kinds[kind] ??= { count: 0, seconds: 0, upTo10ms: 0, upTo100ms: 0 });
  for (const [, le, kind, value] of text.matchAll(/^nodejs_gc_duration_seconds_bucket\{le="([^"]+)",kind="([^"]+)"\} (\d+)/gm)) {
    if (le === '0.01') of(kind).upTo10ms = Number(value);
    if (le === '0.1') of(kind).upTo100ms = Number(value);
  }
  for (const [, field, kind, value] of text.matchAll(/^nodejs_gc_duration_seconds_(sum|count)\{kind="([^"]+)"\} ([\d.e+-]+)/gm)) {
    of(kind)[field === 'sum' ? 'seconds' : 'count'] = Number(value);
  }
  return kinds;
}

const report = traffic.report(outage, disturbed);
console.log(`\nNode ${process.version}, ${CHURCHES} churches, 2 replicas behind HAProxy, ${SECONDS} s measured, ${new Date().toISOString()}`);
const secondsOf = (span) => `${((span.from - measuredFrom) / 1000).toFixed(0)}–${((span.to - measuredFrom) / 1000).toFixed(0)} s`;
console.log(`A replica was down ${secondsOf(outage)}; the one started again had warmed up at ${secondsOf(disturbed).split('–')[1]}: "steady" is the rest.`);
console.log('\n| route | requests | p50 ms | p99 ms | p99 steady | budget (p99 steady) | errors | while a replica was down |');
console.log('|---|---:|---:|---:|---:|---|---:|---:|');
for (const row of report.rows) {
  console.log(
    `| ${row.route} | ${row.count} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.steadyP99.toFixed(1)} | ${row.budget ? `≤ ${row.budget} ms` : '–'} | ${row.errors} | ${row.errorsInOutage} |`,
  );
}
if (env.BENCH_DETAIL === '1') {
  const windows = (name, rows) => console.log(`${name}, by 10 s: ${rows.map((row) => `${row.p50.toFixed(0)}/${row.p99.toFixed(0)}`).join(' ')} (p50/p99 ms)`);
  console.log('');
  for (const route of ['home, 50 largest', 'ticket purchase']) windows(route, report.timeline(route, measuredFrom, 10_000));
  windows('chat deliveries', timeline(chat.latencies, measuredFrom, 10_000));
}
if (report.notSent) console.log(`\n${report.notSent} requests were not sent: too many were in flight already (the machine was saturated).`);
if (report.refusals.size) console.log(`\nRefusals (answers, not errors): ${[...report.refusals].map(([key, count]) => `${count}× ${key}`).join(', ')}`);
console.log(
  `\nChat: ${chat.clients} clients in ${CHAT.churches} live services, ${chat.sent} messages sent (${chat.refused} refused; ${chat.sentAgain} POSTs sent again after a network failure or a server error), ${chat.delivered} of ${chat.expected} deliveries, lost ${chat.lost}, ` +
    `p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms (steady ${chat.steadyP99.toFixed(1)} ms); ${chat.reconnects} reconnections${chat.catchUpFailures ? `, ${chat.catchUpFailures} never caught up` : ''}; ` +
    `a message's POST answered in ${chat.sendSteadyP50.toFixed(1)} ms (p50, steady), ${chat.sendSteadyP99.toFixed(1)} ms (p99)`,
);
console.log(`Seats: ${audit.seatsSold} sold of ${SEATS * LARGEST}, oversold ${audit.oversold}. Payments: ${audit.payments}, beyond what members attempted ${audit.doubled}.`);
console.log('\n| process | memory after warm-up | at the end | change |');
console.log('|---|---:|---:|---:|');
const memoryChanges = [];
for (const [name, before] of memoryAtStart) {
  const after = memoryAtEnd.get(name);
  if (after === undefined) continue;
  const change = (after - before) / before;
  memoryChanges.push(change);
  console.log(`| ${name} | ${before.toFixed(0)} MB | ${after.toFixed(0)} MB | ${(change * 100).toFixed(0)}% |`);
}
// Replica 2's CPU before it was killed is lost with it: its share is from its restart on (a floor).
const cpuShares = Object.keys(cpuAtEnd).map((part) => `${part} ${(Math.max(0, cpuAtEnd[part] - (part === 'replica 2' ? 0 : cpuAtStart[part])) / SECONDS).toFixed(2)}`);
console.log(`\nCPU (cores, mean over the measured ${SECONDS} s; 2 on this machine): ${cpuShares.join(', ')}`);
const gcLines = Object.entries(gcAtEnd).map(([kind, end]) => {
  const start = gcAtStart[kind] ?? { count: 0, seconds: 0, upTo10ms: 0, upTo100ms: 0 };
  const count = end.count - start.count;
  const over10 = count - (end.upTo10ms - start.upTo10ms);
  const over100 = count - (end.upTo100ms - start.upTo100ms);
  return `${kind} ${count} (${((end.seconds - start.seconds) * 1000).toFixed(0)} ms; ${over10} over 10 ms, ${over100} over 100 ms)`;
});
console.log(`Replica 1's memory after warm-up → at the end: ${Object.keys(partsAtEnd).map((part) => `${part} ${partsAtStart[part].toFixed(0)} → ${partsAtEnd[part].toFixed(0)} MB`).join(', ')}`);
console.log(`Garbage collections of replica 1's main thread over the measured ${SECONDS} s: ${gcLines.join(', ')}`);
console.log('\n| replica | cache | hits | misses | evictions |');
console.log('|---|---|---:|---:|---:|');
for (const [i, counts] of caches.entries()) for (const [cache, c] of Object.entries(counts)) console.log(`| ${i + 1} | ${cache} | ${c.hits} | ${c.misses} | ${c.evictions} |`);

const checks = [
  ['steady p99 of cached reads ≤ 50 ms, of purchases ≤ 250 ms', report.rows.every((row) => !row.budget || row.steadyP99 <= row.budget)],
  [`chat steady p99 ≤ 100 ms (${chat.steadyP99.toFixed(1)} ms), nothing lost (${chat.lost})`, chat.steadyP99 <= 100 && chat.lost === 0 && chat.refused === 0],
  [`0 seats oversold (${audit.oversold}), 0 payments doubled (${audit.doubled})`, audit.oversold === 0 && audit.doubled === 0],
  ['errors only while a replica was down', report.rows.every((row) => row.errors === row.errorsInOutage)],
  ['memory within 20% after the warm-up', memoryChanges.every((change) => Math.abs(change) <= 0.2)],
];
console.log('');
for (const [label, ok] of checks) console.log(`${ok ? '✓' : '✖'} ${label}`);
await Promise.all([...replicas, ...hellos].map((server) => server.stop()));
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
