#!/usr/bin/env node
// npm run bench:checkout — purchases per second, p99 latency and the oversold count of the events
// checkout (POST /usuario/{id}/evento/{id}/inscricao/, paid by Pix through the payment sandbox), beside
// the same run's GET /api/v1/igreja/{slug}/evento/, on PostgreSQL. Loopback only, bounded in time:
// a few seconds per phase. Buyers and the benchmark's event are written straight into the run's own
// database (made and dropped here); the server is the one `npm start` runs.
// Goal (issue 11): at least 500 purchases/s with 0 oversold on the project's 2-core machine.
// BENCH_CPU_PROF=<folder> writes the server's CPU profile there (node --cpu-prof).
import autocannon from 'autocannon';
import pg from 'pg';
import { createPostgresDatabase, startChurchServer } from './bench/servers.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const BUYERS = 100;
const LAST_UNITS = 10;
const RACERS = 200;

/** A CPF with valid check digits from a nine-digit number. */
function cpfOf(base) {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

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

async function signInAll(origin, host) {
  const buyers = [];
  for (let n = 1; n <= BUYERS; n += 1) {
    const response = await fetch(`${origin}/api/v1/security/login_check`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify({ username: `bench.buyer.${n}@example.org`, password: 'Demo@2026' }),
    });
    const { token } = await response.json();
    const me = await (await fetch(`${origin}/api/v1/me`, { headers: { host, authorization: `Bearer ${token}` } })).json();
    buyers.push({ id: me.usuario.id, token });
  }
  return buyers;
}

function run(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

const postgres = createPostgresDatabase();
if (!postgres) {
  console.log('PostgreSQL is not answering on this machine: nothing to measure.');
  process.exit(0);
}
const server = await startChurchServer({ databaseUrl: postgres.url });
const client = new pg.Client({ connectionString: postgres.url });
try {
  await client.connect();
  const { church, load, race } = await setUp(client);
  const host = `esperanca.localhost:${server.port}`;
  const buyers = await signInAll(server.origin, host);
  const fee = await (await fetch(`${server.origin}/api/v1/evento/${load.id}/calcular-taxas?valor=5000&metodoPagamento=PIX`, { headers: { host } })).json();
  const order = (ticketId) => JSON.stringify({ ingressos: [{ idIngresso: ticketId, participante: 'Bench', respostas: [] }], totalEsperado: fee.total, pagamento: { metodo: 'PIX' } });
  let next = 0;
  const purchase = (eventId, ticketId) => ({
    method: 'POST',
    setupRequest: (request) => {
      const buyer = buyers[next++ % buyers.length];
      return {
        ...request,
        path: `/api/v1/usuario/${buyer.id}/evento/${eventId}/inscricao/`,
        headers: { ...request.headers, authorization: `Bearer ${buyer.token}`, 'idempotency-key': `bench-${next}-${Date.now()}` },
        body: order(ticketId),
      };
    },
  });
  const base = { url: server.origin, headers: { host, 'content-type': 'application/json' } };

  console.log(`Node ${process.version}, PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s per phase, ${new Date().toISOString()}`);
  const readsUrl = `${server.origin}/api/v1/igreja/${church.slug}/evento/`;
  await run({ ...base, url: readsUrl, connections: 10, duration: 2 });
  const reads = await run({ ...base, url: readsUrl, connections: CONNECTIONS, duration: SECONDS });
  await run({ ...base, connections: 10, duration: 2, requests: [purchase(load.id, load.ticketId)] });
  const buys = await run({ ...base, connections: CONNECTIONS, duration: SECONDS, requests: [purchase(load.id, load.ticketId)] });
  const racing = await run({ ...base, connections: RACERS, amount: RACERS, requests: [purchase(race.id, race.ticketId)] });
  const { rows: [sold] } = await client.query(
    `select (select count(*) from inscricao where ingresso_id = $1 and status = 'ativa')::int as tickets, quantidade, vendidos from evento_ingresso where id = $1`,
    [race.ticketId],
  );
  const oversold = Math.max(0, sold.tickets - sold.quantidade, sold.vendidos - sold.quantidade);

  console.log('\n| what | req/s | p99 ms | non-2xx | errors |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| GET /api/v1/igreja/${church.slug}/evento/ | ${Math.round(reads.requests.average)} | ${reads.latency.p99} | ${reads.non2xx} | ${reads.errors + reads.timeouts} |`);
  console.log(`| purchase by Pix (POST …/inscricao/) | ${Math.round(buys.requests.average)} | ${buys.latency.p99} | ${buys.non2xx} | ${buys.errors + buys.timeouts} |`);
  console.log(`\nLast ${LAST_UNITS} units, ${RACERS} buyers at once: ${sold.tickets} sold, oversold ${oversold}, ${racing['2xx']} answered 201, ${racing.non2xx} refused, ${racing.errors} errors, 5xx ${racing['5xx'] ?? 0}.`);
  if (oversold > 0 || (racing['5xx'] ?? 0) > 0) process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await server.stop();
  postgres.drop();
}
