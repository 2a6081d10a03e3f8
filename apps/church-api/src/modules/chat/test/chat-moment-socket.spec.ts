import type { AddressInfo } from 'node:net';
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

/** A client of the channel's socket, identified with a chat token, that keeps every frame and waits for the one wanted. */
async function connect(token: string) {
  const socket = new WebSocket(`${origin}/chat/v1/igreja/${GRACE}/canais/${canal}/ao-vivo`, { headers: { host: HOSTS.grace } });
  const frames: Frame[] = [];
  const waiting: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Frame;
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (!waiter.match(frame)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(frame);
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
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await next((frame) => frame.tipo === 'presenca');
  socket.send(JSON.stringify({ tipo: 'identificar', token }));
  return { socket, frames, next, closed };
}

/**
 * Waits until a staff socket's identification has been read: a report (which only staff's identified
 * sockets hear) is made again until one reaches it.
 */
async function untilStaffIdentified(client: Awaited<ReturnType<typeof connect>>) {
  const author = await join(app(), GRACE, canal, { nome: 'Probe' });
  const message = (await send(app(), GRACE, canal, author.token, 'probe')).json() as { id: string };
  for (;;) {
    expect((await chat(app(), 'POST', `/igreja/${GRACE}/mensagens/${message.id}/denuncias`, { payload: {} })).statusCode).toBe(204);
    const heard = await client.next((frame) => frame.tipo === 'denuncia', 250).catch(() => null);
    if (heard) return;
  }
}

describe('a moment on the WebSocket', () => {
  it('is opened and closed on every socket; its counts reach staff only, the last frame with the newest counts', async () => {
    const staffToken = (await login(app(), 'staff@grace.example')).token;
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    const [ana, beto, caio] = await Promise.all(['Ana', 'Beto', 'Caio'].map((nome) => join(app(), GRACE, canal, { nome })));
    if (!ana || !beto || !caio) throw new Error('three guests joined');
    const clients = { staff: await connect(staff.token), viewer: await connect(ana.token) };
    await untilStaffIdentified(clients.staff);

    const opened = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/momentos`, { payload: { tipo: 'compromisso' }, token: staffToken });
    const moment = opened.json() as { id: string; abertoEm: string };
    for (const client of Object.values(clients)) {
      expect(await client.next((frame) => frame.tipo === 'momento_aberto')).toEqual({ tipo: 'momento_aberto', momento: { id: moment.id, tipo: 'compromisso', abertoEm: moment.abertoEm } });
    }

    const answer = (token: string, resposta: string) => chat(app(), 'PUT', `/igreja/${GRACE}/canais/${canal}/momentos/${moment.id}/resposta`, { chatToken: token, payload: { resposta } });
    // The first answer's counts go at once; those that follow within the second together, read when they go.
    expect((await answer(ana.token, 'mao_levantada')).statusCode).toBe(200);
    expect(await clients.staff.next((frame) => frame.tipo === 'momento_respostas')).toEqual({ tipo: 'momento_respostas', id: moment.id, respostas: { maosLevantadas: 1, dispensados: 0 } });
    expect((await answer(beto.token, 'mao_levantada')).statusCode).toBe(200);
    expect((await answer(caio.token, 'dispensado')).statusCode).toBe(200);
    const last = await clients.staff.next((frame) => frame.tipo === 'momento_respostas' && (frame.respostas as { dispensados: number }).dispensados === 1);
    expect(last.respostas).toEqual({ maosLevantadas: 2, dispensados: 1 });

    const closing = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/momentos/${moment.id}/encerramento`, { token: staffToken });
    expect(closing.statusCode).toBe(200);
    for (const client of Object.values(clients)) expect(await client.next((frame) => frame.tipo === 'momento_encerrado')).toEqual({ tipo: 'momento_encerrado', id: moment.id });
    // The viewer's socket, which heard everything after the counts, never heard the counts.
    expect(clients.viewer.frames.some((frame) => frame.tipo === 'momento_respostas')).toBe(false);
    for (const client of Object.values(clients)) {
      client.socket.close();
      await client.closed;
    }
  });
});
