import { beforeAll, describe, expect, it } from 'vitest';
import { HOSTS } from '../../../../test/helpers/account-helpers';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { AblyChatBroker } from '../chat-ably-broker';
import { ablyRestFor } from '../chat-ably-config';
import { chatBrokerFor, InProcessChatBroker } from '../chat-broker';
import { RedisChatBroker } from '../chat-redis-broker';
import { chat, GRACE, liveBroadcastId } from './chat-test-helpers';

describe('the transport the configuration chooses', () => {
  it('stays in the process without ABLY_API_KEY (and REDIS_URL), and wraps that broker in Ably with it', async () => {
    expect(ablyRestFor({})).toBeNull();
    expect(ablyRestFor({ ABLY_API_KEY: '  ' })).toBeNull();
    const local = chatBrokerFor({});
    expect(local).toBeInstanceOf(InProcessChatBroker);
    const ably = ablyRestFor({ ABLY_API_KEY: 'app.key:secret' });
    expect(ably).not.toBeNull();
    const withAbly = chatBrokerFor({}, undefined, undefined, ably);
    expect(withAbly).toBeInstanceOf(AblyChatBroker);
    await Promise.all([local.close(), withAbly.close()]);
  });

  it('goes through Redis with REDIS_URL, with or without Ably on top', async () => {
    // Nothing answers there: the brokers are only built and closed (the Redis tests use TEST_REDIS_URL).
    const env = { REDIS_URL: 'redis://127.0.0.1:1' };
    const quiet = () => undefined;
    const redis = chatBrokerFor(env, quiet, quiet);
    expect(redis).toBeInstanceOf(RedisChatBroker);
    const both = chatBrokerFor(env, quiet, quiet, ablyRestFor({ ABLY_API_KEY: 'app.key:secret' }));
    expect(both).toBeInstanceOf(AblyChatBroker);
    await Promise.all([redis.close(), both.close()]);
  });

  it('refuses to start with a key that is not an Ably key, without echoing it', () => {
    for (const bad of ['secret-only', 'app.key', 'app:secret', 'app.key: spaced secret']) {
      expect(() => ablyRestFor({ ABLY_API_KEY: bad })).toThrow(/ABLY_API_KEY is not an Ably API key/);
      try {
        ablyRestFor({ ABLY_API_KEY: bad });
      } catch (error) {
        expect((error as Error).message).not.toContain(bad);
      }
    }
  });
});

describe('without ABLY_API_KEY', () => {
  const testApp = setupTestApp();
  const app = () => testApp().app;
  let canal: string;

  beforeAll(async () => {
    canal = `transmissao-${await liveBroadcastId(app(), GRACE)}`;
  });

  it('tells the browser to use the WebSocket', async () => {
    expect((await chat(app(), 'GET', `/igreja/${GRACE}/canais/${canal}`)).json()).toMatchObject({ transporte: 'websocket' });
    const session = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/sessao`, { payload: { nome: 'Rute' } });
    expect(session.json()).toMatchObject({ canal: { transporte: 'websocket' } });
  });

  it("leaves the pages' CSP as it was", async () => {
    for (const url of ['/', '/live', '/embed/chat']) {
      const policy = (await app().inject({ url, headers: { host: HOSTS.grace } })).headers['content-security-policy'] as string;
      expect(policy, url).not.toContain('ably');
    }
  });

  it('answers the Ably token operation with a problem saying the transport is not Ably', async () => {
    const response = await chat(app(), 'POST', `/igreja/${GRACE}/canais/${canal}/ably-token`);
    expect(response.statusCode).toBe(409);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ code: 'CHAT_TRANSPORTE_NAO_ABLY' });
  });
});
