#!/usr/bin/env node
// npm run bench:checkout — purchases per second, p99 latency and the oversold count of the events
// checkout (POST /usuario/{id}/evento/{id}/inscricao/, paid by Pix through the payment sandbox), beside
// the same run's GET /api/v1/igreja/{slug}/evento/, on PostgreSQL. Loopback only, bounded in time:
// a few seconds per phase. Buyers and the benchmark's event are written straight into the run's own
// database (made here, and dropped whatever happens: a server that does not start or dies, an error,
// Ctrl-C); the server is the one `npm start` runs, without the web app (API calls only).
// Each purchase is made by the next of BUYERS members in turn, so that no two purchases in flight are
// one member's (they would queue on the checkout's lock per member and event, which is not what is
// measured here), and each of the RACERS is a member of their own; the run counts the distinct buyers
// from the orders and fails if they are not so. Every buyer holds many unpaid Pix orders by the end,
// so the server runs with the unpaid-order limits (EVENT_UNPAID_*) out of reach: they are still
// checked on every purchase, but what is measured is the checkout, not the refusals. Each buyer comes
// from an address of their own (X-Forwarded-For, with TRUST_PROXY=1), as members at home do: counted
// by address, one network's unpaid orders would otherwise be all of the run's. Refusals are listed by
// their code.
// Goal (issue 11): at least 500 purchases/s with 0 oversold on the project's 2-core machine.
// BENCH_CPU_PROF=<folder> writes the server's CPU profile there (node --cpu-prof).
import autocannon from 'autocannon';
import pg from 'pg';
import { cpfOf } from './bench/cpf.mjs';
import { createPostgresDatabase, startChurchServer } from './bench/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const LAST_UNITS = 10;
const RACERS = 200;
/** Enough for the racers and for four times the connections, so that a member's turns come far apart. */
const BUYERS = Math.max(RACERS, 4 * CONNECTIONS);


async function setUp(client) {
  const { rows: [church] } = await client.query(`select id, slug from igreja where codigo = 'esperanca'`);
  await client.query(
    `insert into usuario (email, senha_hash, nome, sobrenome, cpf, flag_ativo)
     select 'bench.buyer.' || n || '@example.org', (select senha_hash from usuario where email = 'member@esperanca.example'), 'Bench', 'Buyer ' || n, cpfs[n], true
     from generate_series(1, $1::int) as n, (select $2::text[] as cpfs) as c`,
    [BUYERS, Array.from({ length: BUYERS }, (_, index) => cpfOf(700_000_000 + index * 7919))],
  );
  await client.query(
    `insert into usuario_igreja (usuario_id, igreja_id) select id, $1 from usuario where email like 'bench.buyer.%'`,
    [church.id],
  );
  await client.query(
    `insert into usuario_igreja_role (usuario_igreja_id, role) select ui.id, 'ROLE_MEMBER' from usuario_igreja ui join usuario u on u.id = ui.usuario_id where u.email like 'bench.buyer.%'`,
  );
  const event = async (nome, quantidade) => {
    const { rows: [row] } = await client.query(
      `insert into evento (igreja_id, nome, data_inicio, data_fim) values ($1, $2, now() + interval '30 days', now() + interval '30 days 2 hours') returning id`,
      [church.id, nome],
    );
    await client.query(`insert into evento_venda (evento_id) values ($1)`, [row.id]);
    const { rows: [ticket] } = await client.query(
      `insert into evento_ingresso (evento_id, nome, valor, quantidade) values ($1, 'Ingresso', 5000, $2) returning id`,
      [row.id, quantidade],
    );
    return { id: row.id, ticketId: ticket.id };
  };
  return { church, load: await event('Benchmark: carga', 10_000_000), race: await event('Benchmark: últimas vagas', LAST_UNITS) };
}

async function signIn(origin, host, n) {
  const response = await fetch(`${origin}/api/v1/security/login_check`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ username: `bench.buyer.${n}@example.org`, password: 'Demo@2026' }),
  });
  if (!response.ok) throw new Error(`bench.buyer.${n} could not sign in: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  const me = await (await fetch(`${origin}/api/v1/me`, { headers: { host, authorization: `Bearer ${token}` } })).json();
  return { id: me.usuario.id, token };
}

/** Signs every buyer in, a few at a time; each buyer is a different member (checked). */
async function signInAll(origin, host) {
  const buyers = new Array(BUYERS);
  let next = 0;
  const signInNext = async () => {
    while (next < BUYERS) {
      const index = next++;
      buyers[index] = { ...(await signIn(origin, host, index + 1)), address: `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` };
    }
  };
  await Promise.all(Array.from({ length: 4 }, signInNext));
  const members = new Set(buyers.map((buyer) => buyer.id));
  if (members.size !== BUYERS) throw new Error(`${BUYERS} buyers signed in as only ${members.size} members`);
  return buyers;
}

/** How many purchases of a ticket type were made, and by how many distinct members. */
async function buyersOf(client, ticketId) {
  const { rows: [row] } = await client.query(
    `select count(*)::int as purchases, count(distinct usuario_id)::int as members from inscricao where ingresso_id = $1`,
    [ticketId],
  );
  return row;
}

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const postgres = createPostgresDatabase();
if (!postgres) {
  console.log('PostgreSQL is not answering on this machine: nothing to measure.');
  process.exit(0);
}
let server;
let client;
try {
  const outOfReach = String(1_000_000_000);
  server = await startChurchServer({
    databaseUrl: postgres.url,
    web: false,
    env: { TRUST_PROXY: '1', EVENT_UNPAID_ORDERS_PER_BUYER: outOfReach, EVENT_UNPAID_TICKETS_PER_BUYER: outOfReach, EVENT_UNPAID_TICKETS_PER_ADDRESS: outOfReach },
  });
  client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const { church, load, race } = await setUp(client);
  const host = `esperanca.localhost:${server.port}`;
  const buyers = await signInAll(server.origin, host);
  const fee = await (await fetch(`${server.origin}/api/v1/evento/${load.id}/calcular-taxas?valor=5000&metodoPagamento=PIX`, { headers: { host } })).json();
  const order = (ticketId) => JSON.stringify({ ingressos: [{ idIngresso: ticketId, participante: 'Bench', respostas: [] }], totalEsperado: fee.total, pagamento: { metodo: 'PIX' } });
  let keys = 0;
  /** Purchases of a ticket type, each by the next buyer in turn (`buyerOf(n)`: the n-th request's buyer); `refusals` counts answers by status and code. */
  const purchase = (eventId, ticketId, buyerOf, refusals = new Map()) => {
    let made = 0;
    return {
      method: 'POST',
      onResponse: (status, body) => {
        if (status < 300) return;
        let code = '';
        try {
          code = JSON.parse(body).code ?? '';
        } catch {
          // not a problem body
        }
        const key = `${status}${code ? ` ${code}` : ''}`;
        refusals.set(key, (refusals.get(key) ?? 0) + 1);
      },
      setupRequest: (request) => {
        const buyer = buyerOf(made++);
        return {
          ...request,
          path: `/api/v1/usuario/${buyer.id}/evento/${eventId}/inscricao/`,
          headers: {
            ...request.headers,
            authorization: `Bearer ${buyer.token}`,
            'idempotency-key': `bench-${process.pid}-${keys++}-${'k'.repeat(24)}`,
            'x-forwarded-for': buyer.address,
          },
          body: order(ticketId),
        };
      },
    };
  };
  const inTurn = (n) => buyers[n % buyers.length];
  const base = { url: server.origin, headers: { host, 'content-type': 'application/json' } };

  console.log(`Node ${process.version}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per phase, ${BUYERS} buyers, ${new Date().toISOString()}`);
  const readsUrl = `${server.origin}/api/v1/igreja/${church.slug}/evento/`;
  await run({ ...base, url: readsUrl, connections: 10, duration: 2 });
  const reads = await run({ ...base, url: readsUrl, connections: CONNECTIONS, duration: SECONDS });
  await run({ ...base, connections: 10, duration: 2, requests: [purchase(load.id, load.ticketId, inTurn)] });
  const buyRefusals = new Map();
  const buys = await run({ ...base, connections: CONNECTIONS, duration: SECONDS, requests: [purchase(load.id, load.ticketId, inTurn, buyRefusals)] });
  // One request per racer, each racer a member of their own (autocannon builds a connection's first
  // request when it starts, so the racers are numbered as their requests are built).
  const raceRefusals = new Map();
  const racing = await run({ ...base, connections: RACERS, amount: RACERS, requests: [purchase(race.id, race.ticketId, (n) => buyers[n], raceRefusals)] });
  const { rows: [sold] } = await client.query(
    `select (select count(*) from inscricao where ingresso_id = $1 and status = 'ativa')::int as tickets, quantidade, vendidos from evento_ingresso where id = $1`,
    [race.ticketId],
  );
  const oversold = Math.max(0, sold.tickets - sold.quantidade, sold.vendidos - sold.quantidade);
  const loadBuyers = await buyersOf(client, load.ticketId);

  console.log('\n| what | req/s | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| GET /api/v1/igreja/${church.slug}/evento/ | ${Math.round(reads.requests.average)} | ${reads.latency.p99} | ${reads.non2xx} | ${reads.errors + reads.timeouts} |`);
  console.log(`| purchase by Pix (POST …/inscricao/) | ${Math.round(buys.requests.average)} | ${buys.latency.p99} | ${buys.non2xx} | ${buys.errors + buys.timeouts} |`);
  const listed = (refusals) => (refusals.size ? ` (${[...refusals].map(([key, count]) => `${count}× ${key}`).join(', ')})` : '');
  console.log(`\nPurchases of the load phases: ${loadBuyers.purchases} by ${loadBuyers.members} distinct members; the measured phase's refusals: ${buys.non2xx}${listed(buyRefusals)}.`);
  console.log(`Last ${LAST_UNITS} units, ${RACERS} buyers at once: ${sold.tickets} sold, oversold ${oversold}, ${racing['2xx']} answered 201, ${racing.non2xx} refused${listed(raceRefusals)}, ${racing.errors} errors, 5xx ${racing['5xx'] ?? 0}.`);
  if (!server.alive()) throw new Error('The server died during the run: the figures above are not measurements.');
  if (oversold > 0 || (racing['5xx'] ?? 0) > 0 || reads.errors + buys.errors + racing.errors > 0) process.exitCode = 1;
  if (loadBuyers.members < Math.min(BUYERS, loadBuyers.purchases)) {
    console.error(`The load phases bought as ${loadBuyers.members} members, not ${Math.min(BUYERS, loadBuyers.purchases)}.`);
    process.exitCode = 1;
  }
} finally {
  await client?.end().catch(() => undefined);
  await server?.stop();
  postgres.drop();
}
