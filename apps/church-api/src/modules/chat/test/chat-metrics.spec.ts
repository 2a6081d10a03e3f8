import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HOSTS } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { GRACE, join, liveBroadcastId, send } from './chat-test-helpers';

const TOKEN = 'metrics-token-for-the-chat-tests-0123';
const testApp = setupTestApp({ metricsToken: TOKEN });
const app = () => testApp().app;

/** The value of a sample of the scrape (0 when absent). */
async function sample(name: string, label = ''): Promise<number> {
  const text = (await app().inject({ method: 'GET', url: '/metrics', headers: { host: HOSTS.grace, authorization: `Bearer ${TOKEN}` } })).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${label} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

let canal: string;
let origin: string;
beforeAll(async () => {
  canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
  await app().listen({ port: 0, host: '127.0.0.1' });
  origin = `ws://127.0.0.1:${(app().server.address() as AddressInfo).port}`;
});

describe("the chat's metrics", () => {
  it('follow the sockets open in the process and count the messages accepted, with no channel or person in a label', async () => {
    const socket = new WebSocket(`${origin}/chat/v1/igreja/${GRACE}/canais/${canal}/ao-vivo`, { headers: { host: HOSTS.grace } });
    await new Promise((resolve) => socket.once('message', resolve));
    expect(await sample('church_chat_connections')).toBe(1);
    const before = await sample('church_chat_messages_total', '{kind="visible"}');
    const { token } = await join(app(), GRACE, canal, { nome: 'Metrics guest' });
    expect((await send(app(), GRACE, canal, token, 'counted')).statusCode).toBe(201);
    expect(await sample('church_chat_messages_total', '{kind="visible"}')).toBe(before + 1);
    socket.close();
    await expect.poll(() => sample('church_chat_connections')).toBe(0);
  });
});
