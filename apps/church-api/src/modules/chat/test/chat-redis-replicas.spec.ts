import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { repositoryRoot } from '@church/api-platform/config';
import { DEMO_PASSWORD } from '../../../../test/helpers/account-helpers';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/test-database';
import { GRACE } from './chat-test-helpers';

/**
 * The chat across replicas: two server processes (`node --import tsx apps/church-api/src/server.ts`,
 * as `npm start` runs it) on one PostgreSQL database and one Redis, each on its own port. Sockets of
 * both hear what is posted through one, once each. Needs TEST_REDIS_URL, and the PostgreSQL project
 * (a database two processes share).
 */
const REDIS_URL = process.env.TEST_REDIS_URL;
const ON_POSTGRES = process.env.API_TEST_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/** How long a child may take to migrate, load every module and answer /readyz on a slow, busy machine. */
const READY_TIMEOUT_MS = 120_000;

interface Replica {
  name: string;
  port: number;
  child: ChildProcess;
  /** What it printed, for the error when it does not come up. */
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/church-api/src/server.ts'], {
    cwd: repositoryRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, port, child, output };
}

/** Polls /readyz (database reachable and migrated) until it answers 200; fails when the child exits or time runs out. */
async function ready(replica: Replica): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (exited(replica.child)) throw new Error(`Replica ${replica.name} exited (${replica.child.exitCode ?? replica.child.signalCode}):\n${replica.output.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${replica.port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) throw new Error(`Replica ${replica.name} did not answer /readyz in ${READY_TIMEOUT_MS / 1000} s:\n${replica.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM (the server closes its sockets and connections), then SIGKILL after 10 s. */
async function stop(replica: Replica): Promise<void> {
  const { child } = replica;
  if (exited(child)) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

interface Frame {
  tipo: string;
  [key: string]: unknown;
}

describe.skipIf(!REDIS_URL || !ON_POSTGRES)('the chat across two server processes over Redis (TEST_REDIS_URL, PostgreSQL)', () => {
  // Redis channel names of this run only: another run on the same Redis has the same church and channel ids.
  const prefix = `church:chat:test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  let database: TestDatabase;
  let observer: Redis;
  const replicas: Replica[] = [];
  const sockets: WebSocket[] = [];
  let canal: string;
  const killOnExit = () => {
    for (const { child } of replicas) if (!exited(child)) child.kill('SIGKILL');
  };

  const origin = (replica: Replica) => `http://127.0.0.1:${replica.port}`;
  const host = (replica: Replica) => `grace.localhost:${replica.port}`;

  async function call(replica: Replica, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${origin(replica)}${path}`, {
      method,
      headers: { host: host(replica), ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  /** A client of a replica's socket that keeps every frame, and waits for the one wanted. */
  function connect(replica: Replica) {
    const socket = new WebSocket(`ws://127.0.0.1:${replica.port}/chat/v1/igreja/${GRACE}/canais/${canal}/ao-vivo`, { headers: { host: host(replica) } });
    sockets.push(socket);
    const frames: Frame[] = [];
    const waiting: { match: (frame: Frame) => boolean; resolve: () => void }[] = [];
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      frames.push(frame);
      for (const waiter of [...waiting]) {
        if (waiter.match(frame)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
    const next = (match: (frame: Frame) => boolean, timeoutMs = 10_000) =>
      new Promise<Frame>((resolve, reject) => {
        const seen = frames.find(match);
        if (seen) return resolve(seen);
        const timer = setTimeout(() => reject(new Error(`no frame matched on ${replica.name}; had ${JSON.stringify(frames)}`)), timeoutMs);
        waiting.push({
          match,
          resolve: () => {
            clearTimeout(timer);
            resolve(frames.find(match) as Frame);
          },
        });
      });
    return { socket, frames, next };
  }

  /** Waits until Redis has the channel's subscriptions of `count` processes (a socket's join subscribes its process). */
  async function subscribedBy(count: number): Promise<void> {
    const until = Date.now() + 10_000;
    for (;;) {
      const channels = (await observer.pubsub('CHANNELS', `${prefix}*:${canal}`)) as string[];
      const subscribers = channels.length ? Number(((await observer.pubsub('NUMSUB', ...channels)) as (string | number)[])[1]) : 0;
      if (subscribers >= count) return;
      if (Date.now() > until) throw new Error(`Redis has ${subscribers} subscriber(s) of ${canal}, not ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    process.on('exit', killOnExit);
    observer = new Redis(REDIS_URL as string);
    // A copy of the run's migrated and seeded template: the children find nothing to migrate or seed.
    database = await createTestDatabase();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: database.url as string,
      REDIS_URL,
      REDIS_CHAT_PREFIX: prefix,
      SEED_DEMO: 'false',
      PRINT_DEMO_URLS: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: `${repositoryRoot}.no-web-build`,
      // One secret for both, as replicas are configured (chat tokens and sign-ins valid on either).
      JWT_SECRET: randomBytes(48).toString('base64url'),
    };
    replicas.push(await startReplica('A', env), await startReplica('B', env));
    await Promise.all(replicas.map(ready));
    const current = await call(replicas[0] as Replica, 'GET', `/api/v1/igreja/${GRACE}/transmissao/atual`);
    const { transmissao } = current.json() as { transmissao?: { id: number; etiqueta: string } };
    expect(transmissao?.etiqueta).toBe('ao_vivo');
    canal = `transmissao-${transmissao?.id}`;
  }, 2 * READY_TIMEOUT_MS + 60_000);

  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await Promise.all(replicas.map(stop));
    process.off('exit', killOnExit);
    await database?.dispose();
    if (observer) {
      // Pub/sub keeps nothing: no key of the run's, and no subscription left once the servers stopped.
      expect(await observer.keys(`${prefix}*`)).toEqual([]);
      expect((await observer.pubsub('CHANNELS', `${prefix}*`)) as string[]).toEqual([]);
      await observer.quit();
    }
  }, 60_000);

  it("delivers a message posted through B to A's socket (and B's own, once each), and B's staff removal of it", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const onA = connect(a);
    const onB = connect(b);
    for (const client of [onA, onB]) expect(await client.next((frame) => frame.tipo === 'presenca')).toEqual({ tipo: 'presenca', total: 1 });
    await subscribedBy(2);

    const joined = await call(b, 'POST', `/chat/v1/igreja/${GRACE}/canais/${canal}/sessao`, { body: { nome: 'Lia' } });
    expect(joined.status, joined.text).toBe(200);
    const sent = await call(b, 'POST', `/chat/v1/igreja/${GRACE}/canais/${canal}/mensagens`, {
      body: { texto: 'hello from B', idCliente: crypto.randomUUID() },
      headers: { 'x-chat-token': joined.json().token as string },
    });
    expect(sent.status, sent.text).toBe(201);
    const id = sent.json().id as string;
    for (const client of [onA, onB]) {
      expect(await client.next((frame) => frame.tipo === 'mensagem')).toMatchObject({ tipo: 'mensagem', mensagem: { id, texto: 'hello from B', autor: { nome: 'Lia' } } });
    }

    const login = await call(b, 'POST', '/api/v1/security/login_check', { body: { username: 'staff@grace.example', password: DEMO_PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const removal = await call(b, 'DELETE', `/chat/v1/igreja/${GRACE}/mensagens/${id}`, { headers: { authorization: `Bearer ${login.json().token as string}` } });
    expect(removal.status, removal.text).toBe(204);
    for (const client of [onA, onB]) expect(await client.next((frame) => frame.tipo === 'removidas')).toEqual({ tipo: 'removidas', ids: [id] });

    // Each event once on each side (B's own sockets hear it through Redis only), in order.
    for (const client of [onA, onB]) {
      expect(client.frames.filter((frame) => frame.tipo !== 'presenca').map((frame) => frame.tipo)).toEqual(['mensagem', 'removidas']);
    }
  });

  it('counts the viewers of every replica: each socket is told the sum, and a replica whose viewers leave stops counting', async () => {
    const [a, b] = replicas as [Replica, Replica];
    // The sockets of the tests before this one go first (their closing handshakes done, so both servers
    // have let them go); a socket of A then counts itself alone.
    await Promise.all(sockets.filter((socket) => socket.readyState !== WebSocket.CLOSED).map((socket) => new Promise((closed) => socket.once('close', closed).close())));
    const probe = connect(a);
    await probe.next((frame) => frame.tipo === 'presenca' && frame.total === 1);
    const onA = connect(a);
    const onB = connect(b);
    const alsoOnB = [connect(b), connect(b)];
    for (const client of [probe, onA, onB]) expect(await client.next((frame) => frame.tipo === 'presenca' && frame.total === 5)).toEqual({ tipo: 'presenca', total: 5 });
    for (const client of [onB, ...alsoOnB]) client.socket.close();
    expect(await onA.next((frame) => frame.tipo === 'presenca' && frame.total === 2)).toEqual({ tipo: 'presenca', total: 2 });
  });

  it("delivers a message posted through A to B's socket", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const onB = connect(b);
    await onB.next((frame) => frame.tipo === 'presenca');
    await subscribedBy(1);
    const joined = await call(a, 'POST', `/chat/v1/igreja/${GRACE}/canais/${canal}/sessao`, { body: { nome: 'Rui' } });
    expect(joined.status, joined.text).toBe(200);
    const sent = await call(a, 'POST', `/chat/v1/igreja/${GRACE}/canais/${canal}/mensagens`, {
      body: { texto: 'hello from A', idCliente: crypto.randomUUID() },
      headers: { 'x-chat-token': joined.json().token as string },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(await onB.next((frame) => frame.tipo === 'mensagem' && (frame.mensagem as { id: string }).id === sent.json().id)).toMatchObject({ mensagem: { texto: 'hello from A' } });
  });
});
