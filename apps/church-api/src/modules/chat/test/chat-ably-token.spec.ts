import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, login } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { ABLY_TOKEN_TTL_MS } from '../chat-ably-tokens';
import { chat, ESPERANCA, GRACE, join, liveBroadcastId } from './chat-test-helpers';

const KEY_NAME = 'testapp.testkey';
const KEY_SECRET = 'a-secret-that-stays-on-the-server';

const testApp = setupTestApp({}, () => ({ ABLY_API_KEY: `${KEY_NAME}:${KEY_SECRET}` }));
const app = () => testApp().app;

interface TokenAnswer {
  pedido: { keyName: string; ttl?: number; capability: string; clientId?: string; timestamp: number; nonce: string; mac: string };
  canais: { publico: string; privados: string[] };
}

/**
 * The mac as Ably documents a signed TokenRequest's: HMAC-SHA256 with the key's secret over keyName,
 * ttl, capability, clientId, timestamp and nonce, each followed by a newline (empty when absent), base64.
 */
function expectedMac(request: TokenAnswer['pedido'], secret = KEY_SECRET): string {
  const text = [request.keyName, request.ttl ?? '', request.capability, request.clientId ?? '', request.timestamp, request.nonce].map((field) => `${field}\n`).join('');
  return createHmac('sha256', secret).update(text).digest('base64');
}

let canal: string;
let churchId: number;
let memberToken: string;
let staffToken: string;

beforeAll(async () => {
  canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
  churchId = ((await app().inject({ url: `/api/v1/igreja/codigo/grace` })).json() as { igreja: { id: number } }).igreja.id;
  memberToken = (await login(app(), 'member@grace.example')).token;
  staffToken = (await login(app(), 'staff@grace.example')).token;
});

const tokenUrl = (slug = GRACE, channel = canal) => `/igreja/${slug}/canais/${channel}/ably-token`;

async function tokenFor(options: { token?: string; chatToken?: string } = {}): Promise<TokenAnswer> {
  const response = await chat(app(), 'POST', tokenUrl(), options);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TokenAnswer;
}

const capabilityOf = (answer: TokenAnswer) => JSON.parse(answer.pedido.capability) as Record<string, string[]>;

describe('the Ably token request (ABLY_API_KEY set)', () => {
  it('says the transport is Ably on the channel and the session', async () => {
    const read = await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`);
    expect(read.json()).toMatchObject({ transporte: 'ably' });
    const session = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/sessao`, { payload: { nome: 'Rute' } });
    expect(session.json()).toMatchObject({ canal: { transporte: 'ably' } });
  });

  it("lets every page's scripts reach Ably (the shell reaches the live page without loading it), and nothing more", async () => {
    for (const url of ['/', '/live', '/embed/chat', '/news']) {
      const policy = (await app().inject({ url, headers: { host: HOSTS.grace } })).headers['content-security-policy'] as string;
      expect(policy, url).toMatch(/connect-src 'self' [^;]*wss:\/\/\*\.ably\.net https:\/\/\*\.ably\.net wss:\/\/\*\.ably-realtime\.com https:\/\/\*\.ably-realtime\.com/);
    }
    const api = await app().inject({ url: '/api/v1/igreja/codigo/grace', headers: { host: HOSTS.grace } });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("is signed with the server's key, as Ably documents, and never holds the secret", async () => {
    const response = await chat(app(), 'POST', tokenUrl());
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(KEY_SECRET);
    const { pedido } = response.json() as TokenAnswer;
    expect(pedido.keyName).toBe(KEY_NAME);
    expect(pedido.ttl).toBe(ABLY_TOKEN_TTL_MS);
    expect(pedido.nonce.length).toBeGreaterThanOrEqual(16);
    expect(Math.abs(pedido.timestamp - Date.now())).toBeLessThan(60_000);
    expect(pedido.mac).toBe(expectedMac(pedido));
    // Any other secret, or a field changed after signing, gives another mac.
    expect(pedido.mac).not.toBe(expectedMac(pedido, 'another-secret'));
    expect(pedido.mac).not.toBe(expectedMac({ ...pedido, capability: '{"*":["*"]}' }));
  });

  it('lets a reader who has not joined subscribe to the public channel only, anonymously', async () => {
    const answer = await tokenFor();
    const publico = `chat:${churchId}:${canal}`;
    expect(answer.canais).toEqual({ publico, privados: [] });
    expect(capabilityOf(answer)).toEqual({ [publico]: ['subscribe'] });
    expect(answer.pedido).not.toHaveProperty('clientId');
  });

  it('gives a guest who joined the public channel and their own, as their participant id', async () => {
    const guest = await join(app(), GRACE, canal, { nome: 'Tiago' });
    const answer = await tokenFor({ chatToken: guest.token });
    const own = `chat:${churchId}:${canal}:autor:${guest.usuario.id}`;
    expect(capabilityOf(answer)).toEqual({ [`chat:${churchId}:${canal}`]: ['subscribe'], [own]: ['subscribe'] });
    expect(answer.canais.privados).toEqual([own]);
    expect(answer.pedido.clientId).toBe(guest.usuario.id);
    expect(answer.pedido.mac).toBe(expectedMac(answer.pedido));
  });

  it('gives a member the same, never the staff channel', async () => {
    const member = await join(app(), GRACE, canal, { token: memberToken });
    const answer = await tokenFor({ token: memberToken, chatToken: member.token });
    expect(Object.keys(capabilityOf(answer)).sort()).toEqual([`chat:${churchId}:${canal}`, `chat:${churchId}:${canal}:autor:${member.usuario.id}`]);
    expect(answer.pedido.clientId).toBe(member.usuario.id);
  });

  it('gives a muted author their own channel still (where their messages go), and nothing more', async () => {
    const author = await join(app(), GRACE, canal, { nome: 'Muted' });
    const muted = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/silenciados`, { payload: { autorId: author.usuario.id }, token: staffToken });
    expect(muted.statusCode).toBe(201);
    const answer = await tokenFor({ chatToken: author.token });
    expect(capabilityOf(answer)).toEqual({ [`chat:${churchId}:${canal}`]: ['subscribe'], [`chat:${churchId}:${canal}:autor:${author.usuario.id}`]: ['subscribe'] });
  });

  it("gives staff the staff channel too, from their bearer's role, subscribe only", async () => {
    const staff = await join(app(), GRACE, canal, { token: staffToken });
    const answer = await tokenFor({ token: staffToken, chatToken: staff.token });
    expect(capabilityOf(answer)).toEqual({
      [`chat:${churchId}:${canal}`]: ['subscribe'],
      [`chat:${churchId}:${canal}:autor:${staff.usuario.id}`]: ['subscribe'],
      [`chat:${churchId}:${canal}:equipe`]: ['subscribe'],
    });
    // Staff's chat token alone (no bearer) says moderador, but moderation never trusts it.
    const withoutBearer = await tokenFor({ chatToken: staff.token });
    expect(Object.keys(capabilityOf(withoutBearer))).not.toContain(`chat:${churchId}:${canal}:equipe`);
  });

  it('refuses a bad bearer, and ignores a chat token for another channel or that is not one', async () => {
    expect((await chat(app(), 'POST', tokenUrl(), { token: 'not-a-token' })).statusCode).toBe(401);
    const elsewhere = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const otherChurch = await join(app(), ESPERANCA, elsewhere, { token: (await login(app(), 'member@esperanca.example')).token });
    for (const chatToken of [otherChurch.token, 'garbage', '']) {
      const answer = await tokenFor({ chatToken });
      expect(Object.keys(capabilityOf(answer))).toEqual([`chat:${churchId}:${canal}`]);
      expect(answer.pedido).not.toHaveProperty('clientId');
    }
  });

  it("refuses another church's channel, an unknown one and a malformed id", async () => {
    const elsewhere = `transmissao-${await liveBroadcastId(app(), ESPERANCA)}`;
    const other = await chat(app(), 'POST', tokenUrl(GRACE, elsewhere));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'CANAL_NAO_ENCONTRADO' });
    expect((await chat(app(), 'POST', tokenUrl(GRACE, 'transmissao-999999'))).statusCode).toBe(404);
    for (const malformed of ['transmissao-0', 'transmissao-x', 'chat:1:transmissao-1', 'transmissao-1:equipe']) {
      const response = await chat(app(), 'POST', tokenUrl(GRACE, encodeURIComponent(malformed)));
      expect(response.statusCode, malformed).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });
});
