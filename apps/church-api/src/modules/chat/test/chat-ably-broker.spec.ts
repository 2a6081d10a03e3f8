import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Rest } from 'ably';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMensagem } from '@church/contracts-chat';
import { AblyChatBroker, ablyRestPublisher } from '../chat-ably-broker';
import { type ChatEvent, InProcessChatBroker, channelKey } from '../chat-broker';

/** A REST publish as Ably's server would receive it: the channel of the path, and the messages of the body. */
interface RecordedPublish {
  path: string;
  authorization: string | undefined;
  channel: string;
  messages: { name: string; data: string }[];
}

/** Stands in for Ably's REST host (ably-js pointed at it with `endpoint`, `port` and `tls: false`): records each publish, answers as Ably does. */
function ablyRestRecorder() {
  const publishes: RecordedPublish[] = [];
  let status = 201;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const match = /^\/channels\/([^/]+)\/messages$/.exec(request.url ?? '');
      if (request.method === 'POST' && match) {
        publishes.push({ path: request.url ?? '', authorization: request.headers.authorization, channel: decodeURIComponent(match[1] ?? ''), messages: JSON.parse(body) as RecordedPublish['messages'] });
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? JSON.stringify({ serials: ['serial-1'] }) : JSON.stringify({ error: { code: 50000, statusCode: status, message: 'down' } }));
    });
  });
  return {
    publishes,
    server,
    failWith: (code: number) => (status = code),
    port: () => (server.address() as AddressInfo).port,
  };
}

const KEY = 'appid.keyid:the-secret';
const key = channelKey(7, 'transmissao-12');

const message = (over: Partial<ChatMensagem> = {}): ChatMensagem => ({
  id: '6a3c1b1e-7a53-4a5e-9a1f-1e4d1d5f0a01',
  seq: 3,
  autor: { id: 'membro-42', nome: 'Ana', autenticado: true },
  texto: 'hello',
  criadaEm: '2026-11-28T14:00:00Z',
  ...over,
});

describe('AblyChatBroker (ably-js REST against a local recorder)', () => {
  const ably = ablyRestRecorder();
  let inner: InProcessChatBroker;
  let broker: AblyChatBroker;
  let heard: ChatEvent[];

  beforeAll(async () => {
    await new Promise<void>((resolve) => ably.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => ably.server.close(() => resolve()));
  });
  beforeEach(() => {
    ably.publishes.length = 0;
    ably.failWith(201);
    // No retries to other hosts: a failure is the test's to see at once.
    const rest = new Rest({ key: KEY, endpoint: '127.0.0.1', port: ably.port(), tls: false, useBinaryProtocol: false, httpMaxRetryCount: 0 });
    inner = new InProcessChatBroker();
    broker = new AblyChatBroker(inner, ablyRestPublisher(rest));
    heard = [];
    inner.subscribe(key, (event) => heard.push(event));
  });

  it("publishes a message once, on the chat channel's public Ably channel, its frame's JSON as the data, with the key", async () => {
    const event: ChatEvent = { tipo: 'mensagem', mensagem: message() };
    await broker.publish(key, event);
    expect(ably.publishes).toHaveLength(1);
    const [publish] = ably.publishes;
    expect(publish?.path).toBe('/channels/chat%3A7%3Atransmissao-12/messages');
    expect(publish?.channel).toBe('chat:7:transmissao-12');
    expect(publish?.authorization).toBe(`Basic ${Buffer.from(KEY).toString('base64')}`);
    expect(publish?.messages).toHaveLength(1);
    expect(publish?.messages[0]).toMatchObject({ name: 'mensagem' });
    expect(JSON.parse(publish?.messages[0]?.data ?? '')).toEqual(event);
    // The server's own listeners (WebSocket rooms) hear it too.
    expect(heard).toEqual([event]);
  });

  it('sends removals and reaction totals to everyone', async () => {
    await broker.publish(key, { tipo: 'removidas', ids: ['a'] });
    await broker.publish(key, { tipo: 'reacoes', totais: { amem: 1, coracao: 0, oracao: 2 } });
    expect(ably.publishes.map((publish) => [publish.channel, publish.messages[0]?.name])).toEqual([
      ['chat:7:transmissao-12', 'removidas'],
      ['chat:7:transmissao-12', 'reacoes'],
    ]);
  });

  it("sends a muted author's message to their own channel as any message and to staff's marked, never to the public channel", async () => {
    await broker.publish(key, { tipo: 'mensagem_silenciada', mensagem: message() });
    const byChannel = Object.fromEntries(ably.publishes.map((publish) => [publish.channel, JSON.parse(publish.messages[0]?.data ?? '') as unknown]));
    expect(Object.keys(byChannel).sort()).toEqual(['chat:7:transmissao-12:autor:membro-42', 'chat:7:transmissao-12:equipe']);
    expect(byChannel['chat:7:transmissao-12:autor:membro-42']).toEqual({ tipo: 'mensagem', mensagem: message() });
    expect(byChannel['chat:7:transmissao-12:equipe']).toEqual({ tipo: 'mensagem', mensagem: { ...message(), silenciada: true } });
  });

  it('sends reports to staff only', async () => {
    await broker.publish(key, { tipo: 'denuncia', mensagemId: 'm-1', total: 2 });
    expect(ably.publishes.map((publish) => publish.channel)).toEqual(['chat:7:transmissao-12:equipe']);
    expect(JSON.parse(ably.publishes[0]?.messages[0]?.data ?? '')).toEqual({ tipo: 'denuncia', mensagemId: 'm-1', total: 2 });
  });

  it("keeps the server processes' presence counts off Ably", async () => {
    await broker.publish(key, { tipo: 'presenca_replica', replica: 'r1', total: 3 });
    expect(ably.publishes).toEqual([]);
    expect(heard).toEqual([{ tipo: 'presenca_replica', replica: 'r1', total: 3 }]);
  });

  it("keeps a private channel's events off Ably (it is heard on the WebSocket only)", async () => {
    const hosts = channelKey(7, 'anfitrioes-12');
    const heardThere: ChatEvent[] = [];
    inner.subscribe(hosts, (event) => heardThere.push(event));
    await broker.publish(hosts, { tipo: 'mensagem', mensagem: message() });
    expect(ably.publishes).toEqual([]);
    expect(heardThere).toHaveLength(1);
  });

  it('fails the publish when Ably refuses it', async () => {
    ably.failWith(500);
    await expect(broker.publish(key, { tipo: 'removidas', ids: ['a'] })).rejects.toThrow();
  });
});
