import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HOSTS, login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chat, GRACE, join, liveBroadcastId, send } from './chat-test-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

let canal: string;
let origin: string;

beforeAll(async () => {
  canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
  await app().listen({ port: 0, host: '127.0.0.1' });
  origin = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
});

interface Frame {
  tipo: string;
  [key: string]: unknown;
}

/** A client of the channel's socket that keeps every frame, and waits for the one wanted. */
function connect(channel = canal, slug = GRACE) {
  const socket = new WebSocket(`${origin}/chat/v1/igreja/${slug}/canais/${channel}/ao-vivo`, { headers: { host: HOSTS.grace } });
  const frames: Frame[] = [];
  const waiting: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (waiter.match(frame)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const next = (match: (frame: Frame) => boolean, timeoutMs = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => reject(new Error(`no frame matched; had ${JSON.stringify(frames)}`)), timeoutMs);
      waiting.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, frames, next, closed };
}

describe('the WebSocket of a channel', () => {
  it('counts presence (1, then 2), delivers a message posted over HTTP to every socket, and its removal', async () => {
    const first = connect();
    expect(await first.next((frame) => frame.tipo === 'presenca')).toEqual({ tipo: 'presenca', total: 1 });
    const second = connect();
    expect(await second.next((frame) => frame.tipo === 'presenca')).toEqual({ tipo: 'presenca', total: 2 });
    expect(await first.next((frame) => frame.tipo === 'presenca' && frame.total === 2)).toEqual({ tipo: 'presenca', total: 2 });

    const guest = await join(app(), GRACE, canal, { nome: 'Lia' });
    const message = (await send(app(), GRACE, canal, guest.token, 'hello, socket')).json() as { id: string };
    for (const client of [first, second]) {
      const frame = await client.next((candidate) => candidate.tipo === 'mensagem');
      expect(frame).toMatchObject({ tipo: 'mensagem', mensagem: { id: message.id, texto: 'hello, socket', autor: { nome: 'Lia' } } });
    }

    const staff = await login(app(), 'staff@grace.example');
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${message.id}`, { token: staff.token })).statusCode).toBe(204);
    for (const client of [first, second]) expect(await client.next((frame) => frame.tipo === 'removidas')).toEqual({ tipo: 'removidas', ids: [message.id] });

    // A client's own frames change nothing.
    first.socket.send(JSON.stringify({ tipo: 'ping' }));
    first.socket.send('not json');
    second.socket.close();
    await second.closed;
    expect(await first.next((frame) => frame.tipo === 'presenca' && frame.total === 1, 3000)).toEqual({ tipo: 'presenca', total: 1 });
    first.socket.close();
    await first.closed;
  });

  it('publishes a retried send again (its first publish may have failed after it was stored): the same message, never a second one', async () => {
    const client = connect();
    await client.next((frame) => frame.tipo === 'presenca');
    const guest = await join(app(), GRACE, canal, { nome: 'Retry' });
    const idCliente = crypto.randomUUID();
    const first = await send(app(), GRACE, canal, guest.token, 'sent twice', idCliente);
    expect(first.statusCode).toBe(201);
    const message = first.json() as { id: string; seq: number };
    await client.next((frame) => frame.tipo === 'mensagem' && (frame['mensagem'] as { id: string }).id === message.id);
    const retried = await send(app(), GRACE, canal, guest.token, 'sent twice', idCliente);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    await client.next((frame) => frame.tipo === 'mensagem' && (frame['mensagem'] as { id: string }).id === message.id && client.frames.filter((seen) => seen.tipo === 'mensagem').length === 2);
    expect(client.frames.filter((frame) => frame.tipo === 'mensagem').map((frame) => frame['mensagem'])).toEqual([first.json(), first.json()]);
    client.socket.close();
    await client.closed;
  });

  it("delivers a muted person's message only to their own identified socket and to staff's (marked)", async () => {
    const staffLogin = await login(app(), 'staff@grace.example');
    const muted = await join(app(), GRACE, canal, { nome: 'Quiet' });
    const staff = await join(app(), GRACE, canal, { token: staffLogin.token });
    const other = await join(app(), GRACE, canal, { nome: 'Other' });
    const mute = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/silenciados`, { payload: { autorId: muted.usuario.id }, token: staffLogin.token });
    expect(mute.statusCode).toBe(201);

    const clients = { muted: connect(), staff: connect(), other: connect(), anonymous: connect() };
    for (const client of Object.values(clients)) await client.next((frame) => frame.tipo === 'presenca');
    clients.muted.socket.send(JSON.stringify({ tipo: 'identificar', token: muted.token }));
    clients.staff.socket.send(JSON.stringify({ tipo: 'identificar', token: staff.token }));
    clients.other.socket.send(JSON.stringify({ tipo: 'identificar', token: other.token }));
    clients.anonymous.socket.send(JSON.stringify({ tipo: 'identificar', token: 'forged.token' }));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const message = (await send(app(), GRACE, canal, muted.token, 'can anyone hear me')).json() as { id: string };
    expect(await clients.muted.next((frame) => frame.tipo === 'mensagem')).toEqual({ tipo: 'mensagem', mensagem: expect.objectContaining({ id: message.id, texto: 'can anyone hear me' }) });
    expect((await clients.muted.next((frame) => frame.tipo === 'mensagem')).mensagem).not.toHaveProperty('silenciada');
    expect(await clients.staff.next((frame) => frame.tipo === 'mensagem')).toMatchObject({ mensagem: { id: message.id, silenciada: true } });
    // A message after it, heard by all: the others never got the muted one before it.
    const heard = (await send(app(), GRACE, canal, other.token, 'hello all')).json() as { id: string };
    for (const client of [clients.other, clients.anonymous]) {
      await client.next((frame) => frame.tipo === 'mensagem' && (frame.mensagem as { id: string }).id === heard.id);
      expect(client.frames.filter((frame) => frame.tipo === 'mensagem').map((frame) => (frame.mensagem as { id: string }).id)).toEqual([heard.id]);
    }
    for (const client of Object.values(clients)) {
      client.socket.close();
      await client.closed;
    }
  });

  it('sends the reaction totals to every socket, many reactions within a second as one frame', async () => {
    const clients = [connect(), connect()];
    for (const client of clients) await client.next((frame) => frame.tipo === 'presenca');
    const url = `/igreja/${GRACE}/canais/${canal}/reacoes`;
    // The first reaction goes at once; wait for its frame, then three within the next second go together.
    const first = (await chat(app(), 'POST', url, { payload: { reacao: 'amem' } })).json() as Record<string, number>;
    for (const client of clients) expect(await client.next((frame) => frame.tipo === 'reacoes')).toEqual({ tipo: 'reacoes', totais: first });
    const count = (client: (typeof clients)[number]) => client.frames.filter((frame) => frame.tipo === 'reacoes').length;
    let last: Record<string, number> = first;
    for (const reacao of ['coracao', 'oracao', 'amem']) last = (await chat(app(), 'POST', url, { payload: { reacao } })).json() as Record<string, number>;
    for (const client of clients) {
      expect(await client.next((frame) => frame.tipo === 'reacoes' && JSON.stringify(frame.totais) === JSON.stringify(last), 3000)).toEqual({ tipo: 'reacoes', totais: last });
      expect(count(client)).toBe(2);
    }
    expect(last).toEqual({ amem: first.amem! + 1, coracao: first.coracao! + 1, oracao: first.oracao! + 1 });
    for (const client of clients) {
      client.socket.close();
      await client.closed;
    }
  });

  it("tells only staff's identified sockets of a report", async () => {
    const staffLogin = await login(app(), 'staff@grace.example');
    const staff = await join(app(), GRACE, canal, { token: staffLogin.token });
    const author = await join(app(), GRACE, canal, { nome: 'Wes' });
    const clients = { staff: connect(), author: connect() };
    for (const client of Object.values(clients)) await client.next((frame) => frame.tipo === 'presenca');
    clients.staff.socket.send(JSON.stringify({ tipo: 'identificar', token: staff.token }));
    clients.author.socket.send(JSON.stringify({ tipo: 'identificar', token: author.token }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const message = (await send(app(), GRACE, canal, author.token, 'reported')).json() as { id: string };
    expect((await chat(app(), 'POST', `/igreja/${GRACE}/mensagens/${message.id}/denuncias`, { payload: {} })).statusCode).toBe(204);
    expect(await clients.staff.next((frame) => frame.tipo === 'denuncia')).toEqual({ tipo: 'denuncia', mensagemId: message.id, total: 1 });
    // A message after it reaches both: the author's socket never got the report.
    const later = (await send(app(), GRACE, canal, author.token, 'later')).json() as { id: string };
    await clients.author.next((frame) => frame.tipo === 'mensagem' && (frame.mensagem as { id: string }).id === later.id);
    expect(clients.author.frames.some((frame) => frame.tipo === 'denuncia')).toBe(false);
    for (const client of Object.values(clients)) {
      client.socket.close();
      await client.closed;
    }
  });

  it('tells a client that reconnects of the removals made while it was away (catch-up with removidasDesde), muted ones only to whom could see them', async () => {
    const staffLogin = await login(app(), 'staff@grace.example');
    const author = await join(app(), GRACE, canal, { nome: 'Away' });
    const quiet = await join(app(), GRACE, canal, { nome: 'Hushed' });
    const kept = (await send(app(), GRACE, canal, author.token, 'stays')).json() as { id: string; seq: number };
    const doomed = (await send(app(), GRACE, canal, author.token, 'goes while A is away')).json() as { id: string; seq: number };
    expect((await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/silenciados`, { payload: { autorId: quiet.usuario.id }, token: staffLogin.token })).statusCode).toBe(201);
    const hushed = (await send(app(), GRACE, canal, quiet.token, 'muted, then removed')).json() as { id: string; seq: number };

    // Client A: its history read (the point to catch up from), its socket; then it drops.
    const read = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?limit=50`);
    expect(read.statusCode, read.body).toBe(200);
    const first = read.json() as { itens: { id: string; seq: number }[]; ponto: string; removidas?: string[] };
    expect(first.itens.map((item) => item.id)).toEqual(expect.arrayContaining([kept.id, doomed.id]));
    expect(first.removidas).toBeUndefined();
    const a = connect();
    await a.next((frame) => frame.tipo === 'presenca');
    a.socket.close();
    await a.closed;

    // Meanwhile staff delete one message, and all of the muted person's.
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/mensagens/${doomed.id}`, { token: staffLogin.token })).statusCode).toBe(204);
    expect((await chat(app(), 'DELETE', `/igreja/${GRACE}/canais/${canal}/autores/${quiet.usuario.id}/mensagens`, { token: staffLogin.token })).json()).toEqual({ removidas: 1 });
    const newer = (await send(app(), GRACE, canal, author.token, 'after the removal')).json() as { id: string };

    // A reconnects: no frame tells it of the removal; its catch-up does.
    const again = connect();
    await again.next((frame) => frame.tipo === 'presenca');
    const last = Math.max(...first.itens.map((item) => item.seq));
    const catchUp = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?depois=${last}&removidasDesde=${encodeURIComponent(first.ponto)}`);
    expect(catchUp.statusCode, catchUp.body).toBe(200);
    const caught = catchUp.json() as { itens: { id: string }[]; ponto: string; removidas: string[] };
    expect(caught.itens.map((item) => item.id)).toEqual([newer.id]);
    expect(caught.removidas).toContain(doomed.id);
    expect(caught.removidas).not.toContain(kept.id);
    // The muted message's removal is not told to a reader who never saw it; its author and staff, whose
    // reads held it (their newest seq is the muted message's), are told.
    expect(caught.removidas).not.toContain(hushed.id);
    expect(Date.parse(caught.ponto)).toBeGreaterThanOrEqual(Date.parse(first.ponto));
    for (const reader of [quiet.token, (await join(app(), GRACE, canal, { token: staffLogin.token })).token]) {
      const told = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?depois=${hushed.seq}&removidasDesde=${encodeURIComponent(first.ponto)}`, { chatToken: reader });
      expect((told.json() as { removidas: string[] }).removidas).toEqual(expect.arrayContaining([doomed.id, hushed.id]));
    }
    // From the newer point on, nothing removed since.
    const later = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?depois=${last}&removidasDesde=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect((later.json() as { removidas: string[] }).removidas).toEqual([]);
    // Points far off either way are points still (no removal after year 9999; all of them since year 1).
    for (const far of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const answer = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?depois=${last}&removidasDesde=${encodeURIComponent(far)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect((answer.json() as { removidas: string[] }).removidas.includes(doomed.id)).toBe(far.startsWith('0001'));
    }
    // Not a point in time: 400 naming it.
    for (const bad of ['yesterday', '2026-13-45T99:00:00Z', 'x'.repeat(41)]) {
      const refused = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}/mensagens?removidasDesde=${encodeURIComponent(bad)}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().errors[0].field).toBe('query.removidasDesde');
    }
    again.socket.close();
    await again.closed;
  });

  it('closes with 4404 for an unknown channel and 4403 for one whose chat is off', async () => {
    expect(await connect('transmissao-999999').closed).toBe(4404);
    expect(await connect(canal, 'nowhere').closed).toBe(4404);
    const id = Number(canal.slice('transmissao-'.length));
    await testApp().database.handle.db.execute(sql`update transmissao set chat_acesso = 'desligado' where id = ${id}`);
    expect(await connect().closed).toBe(4403);
  });
});
