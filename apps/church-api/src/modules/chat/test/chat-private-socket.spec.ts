import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HOSTS, login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { chat, GRACE, join, liveBroadcastId } from './chat-test-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

let broadcastId: number;
let origin: string;
let staffToken: string;
let memberToken: string;

beforeAll(async () => {
  broadcastId = await liveBroadcastId(app(), GRACE);
  staffToken = (await login(app(), 'staff@grace.example')).token;
  memberToken = (await login(app(), 'member@grace.example')).token;
  await app().listen({ port: 0, host: '127.0.0.1' });
  origin = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
});

interface Frame {
  tipo: string;
  mensagem?: { texto: string };
}

/** A socket of the channel that identifies with `chatToken` once open, and keeps every frame. */
function connect(canal: string, chatToken: string) {
  const socket = new WebSocket(`${origin}/chat/v1/igreja/${GRACE}/canais/${canal}/ao-vivo`, { headers: { host: HOSTS.grace } });
  const frames: Frame[] = [];
  socket.on('open', () => socket.send(JSON.stringify({ tipo: 'identificar', token: chatToken })));
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as Frame));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return { socket, frames, closed };
}

async function until(condition: () => boolean, what: string) {
  await expect.poll(condition, { timeout: 5000, message: what }).toBe(true);
}

describe("a private channel's WebSocket", () => {
  it("joins a staff member identified with the hosts' chat token, and hears its messages", async () => {
    const canal = `anfitrioes-${broadcastId}`;
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    const listener = connect(canal, staff.token);
    await until(() => listener.frames.some((frame) => frame.tipo === 'presenca'), 'the staff socket joined');
    const sent = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/mensagens`, { token: staffToken, chatToken: staff.token, payload: { texto: 'Hosts only', idCliente: crypto.randomUUID() } });
    expect(sent.statusCode).toBe(201);
    await until(() => listener.frames.some((frame) => frame.mensagem?.texto === 'Hosts only'), 'the staff socket heard the message');
    listener.socket.close();
  });

  it("never lets in a socket identified with another channel's token (a guest's live token, a member's)", async () => {
    const guest = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Ana' });
    const other = await join(app(), GRACE, `transmissao-${broadcastId}`, { nome: 'Bruno' });
    const asked = await chat(app(), 'POST', `/igreja/${GRACE}/canais/oracao-${broadcastId}-${guest.usuario.id}/sessao`, { chatToken: guest.token, payload: {} });
    expect(asked.statusCode).toBe(200);
    // The live chat's token is for another channel: ignored, the socket stays outside the room.
    const outsider = connect(`oracao-${broadcastId}-${guest.usuario.id}`, other.token);
    const member = await join(app(), GRACE, `transmissao-${broadcastId}`, { token: memberToken });
    const memberSocket = connect(`anfitrioes-${broadcastId}`, member.token);
    const owner = connect(`oracao-${broadcastId}-${guest.usuario.id}`, (asked.json() as { token: string }).token);
    await until(() => owner.frames.some((frame) => frame.tipo === 'presenca'), "the prayer's own socket joined");
    const sent = await chat(app(), 'POST', `/igreja/${GRACE}/canais/oracao-${broadcastId}-${guest.usuario.id}/mensagens`, {
      chatToken: (asked.json() as { token: string }).token,
      payload: { texto: 'Private request', idCliente: crypto.randomUUID() },
    });
    expect(sent.statusCode).toBe(201);
    await until(() => owner.frames.some((frame) => frame.mensagem?.texto === 'Private request'), 'the owner heard their message');
    expect(outsider.frames).toEqual([]);
    expect(memberSocket.frames).toEqual([]);
    for (const socket of [outsider, memberSocket, owner]) socket.socket.close();
  });
});
