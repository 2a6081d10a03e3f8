import { type IncomingMessage, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { bearer, churchId, freshAddress, login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';

// Streams read the row again every 100 ms here, so that a change made by another process is heard soon.
const testApp = setupTestApp({}, () => ({ PRAISE_FOLLOW_POLL_MS: '100', PRAISE_FOLLOW_MAX_STREAMS: '3' }));
const app = () => testApp().app;

const GRACE = 'grace-community-church';
const VIDA = 'iglesia-vida-madrid';
const HOSTS = { [GRACE]: 'grace.localhost:3000', [VIDA]: 'vida.localhost:3000' } as const;

let staff = '';
let member = '';
let otherStaff = '';
let broadcast = 0;
let setlist: { id: number; titulo: string }[] = [];

async function liveBroadcastId(slug: string): Promise<number> {
  return (await app().inject({ url: `/api/v1/igreja/${slug}/transmissao/atual` })).json().transmissao.id;
}

const current = (id: number | string = broadcast, slug = GRACE) => `/api/v1/igreja/${slug}/transmissao/${id}/louvor-atual`;

function put(payload: unknown, token?: string, url = current()) {
  return app().inject({
    method: 'PUT',
    url,
    headers: { host: HOSTS[GRACE], 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    payload: JSON.stringify(payload),
    remoteAddress: freshAddress(),
  });
}

beforeAll(async () => {
  staff = (await login(app(), 'staff@grace.example')).token;
  member = (await login(app(), 'member@grace.example')).token;
  otherStaff = (await login(app(), 'staff@esperanca.example')).token;
  broadcast = await liveBroadcastId(GRACE);
  setlist = (await app().inject({ url: `/api/v1/igreja/${GRACE}/transmissao/${broadcast}/louvores` })).json().itens;
});

describe('the song being sung now (PUT and GET …/transmissao/{id}/louvor-atual)', () => {
  it('is none at first; staff mark a song of the setlist, anyone reads it, and staff clear it', async () => {
    const before = await app().inject({ url: current() });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ idLouvor: null, titulo: null, alteradoEm: null });

    const [first] = setlist;
    const set = await put({ idLouvor: first?.id }, staff);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ idLouvor: first?.id, titulo: 'Amazing Grace', alteradoEm: expect.any(String) });
    expect((await app().inject({ url: current() })).json()).toEqual(set.json());

    const cleared = await put({ idLouvor: null }, staff);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ idLouvor: null, titulo: null });
    expect((await app().inject({ url: current() })).json().idLouvor).toBeNull();
  });

  it('refuses a member (403), a visitor (401) and another church’s staff (403), changing nothing', async () => {
    const song = setlist[1]?.id;
    const byMember = await put({ idLouvor: song }, member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().code).toBe('LOUVOR_SOMENTE_EQUIPE');
    expect((await put({ idLouvor: song })).statusCode).toBe(401);
    const byOtherStaff = await put({ idLouvor: song }, otherStaff);
    expect(byOtherStaff.statusCode).toBe(403);
    expect(byOtherStaff.json().code).toBe('LOUVOR_SOMENTE_EQUIPE');
    expect((await app().inject({ url: current() })).json().idLouvor).toBeNull();
  });

  it('refuses a song outside the setlist and another church’s song (400 naming body.idLouvor), and another church’s broadcast (404)', async () => {
    // The score-only song is grace's, but in no setlist.
    const notListed = await put({ idLouvor: (setlist[2]?.id ?? 0) + 1 }, staff);
    expect(notListed.statusCode).toBe(400);
    expect(notListed.json()).toMatchObject({ code: 'LOUVOR_FORA_DO_REPERTORIO', errors: [{ field: 'body.idLouvor' }] });
    const vidaBroadcast = await liveBroadcastId(VIDA);
    const vidaSong = (await app().inject({ url: `/api/v1/igreja/${VIDA}/transmissao/${vidaBroadcast}/louvores` })).json().itens[0].id as number;
    const otherChurchSong = await put({ idLouvor: vidaSong }, staff);
    expect(otherChurchSong.statusCode).toBe(400);
    expect(otherChurchSong.json().errors).toEqual([expect.objectContaining({ field: 'body.idLouvor' })]);
    const otherBroadcast = await put({ idLouvor: vidaSong }, staff, current(vidaBroadcast));
    expect(otherBroadcast.statusCode).toBe(404);
    expect(otherBroadcast.json().code).toBe('TRANSMISSAO_NAO_ENCONTRADA');
    expect((await app().inject({ url: current(vidaBroadcast) })).statusCode).toBe(404);
    expect((await app().inject({ url: current(2147483647) })).statusCode).toBe(404);
  });

  it('answers 400 naming the field for malformed and oversized ids and bodies', async () => {
    const cases: { url?: string; payload: unknown; field: string }[] = [
      { url: current('abc'), payload: { idLouvor: 1 }, field: 'params.id' },
      { url: current('2147483648'), payload: { idLouvor: 1 }, field: 'params.id' },
      { payload: { idLouvor: 2147483648 }, field: 'body.idLouvor' },
      { payload: { idLouvor: 0 }, field: 'body.idLouvor' },
      { payload: { idLouvor: 'one' }, field: 'body.idLouvor' },
      { payload: {}, field: 'body.idLouvor' },
      { payload: { idLouvor: null, outro: 1 }, field: 'body.outro' },
    ];
    for (const { url, payload, field } of cases) {
      const response = await put(payload, staff, url);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().errors, JSON.stringify(payload)).toEqual([expect.objectContaining({ field })]);
    }
    expect((await app().inject({ url: `${current('99999999999')}/eventos` })).json().errors).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});

interface EventStream {
  response: IncomingMessage;
  /** Every `louvor-atual` event's data so far. */
  events: { idLouvor: number | null; titulo: string | null }[];
  text: () => string;
  close: () => void;
}

/** Opens the event stream over real HTTP on a listening server. */
function follow(port: number, id = broadcast): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: `${current(id)}/eventos`, headers: { host: HOSTS[GRACE], accept: 'text/event-stream' } }, (response) => {
      let text = '';
      const stream: EventStream = { response, events: [], text: () => text, close: () => req.destroy() };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        stream.events = [...text.matchAll(/event: louvor-atual\ndata: (.*)\n\n/g)].map((match) => JSON.parse(match[1] ?? 'null'));
      });
      response.on('error', () => undefined);
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

const soon = { timeout: 5_000, interval: 20 };

describe('following the current song (GET …/louvor-atual/eventos, server-sent events over HTTP)', () => {
  let port = 0;
  let replica: FastifyInstance;

  beforeAll(async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    port = (app().server.address() as AddressInfo).port;
    // A second server process on the same database, as a replica behind the same balancer.
    const config = { ...loadConfig({ PRAISE_FOLLOW_POLL_MS: '100' }), webDist: null };
    replica = await buildApp({ config, database: { ...testApp().database.handle, close: async () => undefined } });
    await replica.ready();
  });
  afterAll(async () => {
    await replica?.close();
  });

  it('sends the current song at once, then each change made here, and a change made on another process', async () => {
    const stream = await follow(port);
    expect(stream.response.statusCode).toBe(200);
    expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers['cache-control']).toBe('no-store');
    await expect.poll(() => stream.events.length, soon).toBe(1);
    expect(stream.events[0]).toMatchObject({ idLouvor: null });
    expect(stream.text()).toContain('retry: 3000');

    const [first, second] = setlist;
    expect((await put({ idLouvor: first?.id }, staff)).statusCode).toBe(200);
    await expect.poll(() => stream.events.at(-1)?.idLouvor, soon).toBe(first?.id);
    expect(stream.events.at(-1)?.titulo).toBe('Amazing Grace');

    const onReplica = await replica.inject({
      method: 'PUT',
      url: current(),
      headers: { host: HOSTS[GRACE], 'content-type': 'application/json', ...bearer(staff) },
      payload: JSON.stringify({ idLouvor: second?.id }),
    });
    expect(onReplica.statusCode).toBe(200);
    await expect.poll(() => stream.events.at(-1)?.idLouvor, soon).toBe(second?.id);
    // Each change once.
    expect(stream.events.map((event) => event.idLouvor)).toEqual([null, first?.id, second?.id]);

    expect((await put({ idLouvor: null }, staff)).statusCode).toBe(200);
    await expect.poll(() => stream.events.at(-1)?.idLouvor, soon).toBeNull();
    stream.close();
  });

  it("answers 404 for another church's broadcast", async () => {
    const vidaBroadcast = await liveBroadcastId(VIDA);
    const response = await app().inject({ url: `${current(vidaBroadcast)}/eventos`, headers: { host: HOSTS[GRACE] } });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json().code).toBe('TRANSMISSAO_NAO_ENCONTRADA');
  });

  it('holds at most the configured number of streams per process (then 503 with Retry-After), and frees a place when one closes', async () => {
    const streams = await Promise.all([follow(port), follow(port), follow(port)]);
    expect(streams.map((stream) => stream.response.statusCode)).toEqual([200, 200, 200]);
    const refused = await app().inject({ url: `${current()}/eventos`, headers: { host: HOSTS[GRACE] } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json().code).toBe('SEGUIDORES_ESGOTADOS');
    streams[0]?.close();
    await expect
      .poll(async () => {
        const next = await follow(port);
        next.close();
        return next.response.statusCode;
      }, soon)
      .toBe(200);
    for (const stream of streams) stream.close();
    // Every place is free again once the server has seen them close.
    await expect
      .poll(async () => {
        const again = await Promise.all([follow(port), follow(port), follow(port)]);
        for (const stream of again) stream.close();
        return again.map((stream) => stream.response.statusCode);
      }, soon)
      .toEqual([200, 200, 200]);
  });

  it('ends its open streams when the server closes, so that closing does not wait on them', async () => {
    const config = { ...loadConfig({}), webDist: null };
    const closing = await buildApp({ config, database: { ...testApp().database.handle, close: async () => undefined } });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await follow((closing.server.address() as AddressInfo).port);
    await expect.poll(() => stream.events.length, soon).toBe(1);
    const ended = new Promise<void>((resolve) => stream.response.on('end', () => resolve()));
    const started = Date.now();
    await closing.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('the church of the stream', () => {
  it('is scoped by the path: the same broadcast id under another church is not found', async () => {
    const grace = await churchId(app(), 'grace');
    expect(grace).toBeGreaterThan(0);
    const response = await app().inject({ url: current(broadcast, VIDA), headers: { host: HOSTS[VIDA] } });
    expect(response.statusCode).toBe(404);
  });
});
