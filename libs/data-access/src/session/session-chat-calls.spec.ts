import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLoggedInAtom } from '@church/state';
import { fakeApi, MemoryStorage, openTab } from './testing/fake-session-api';

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

/** The chat API (`/chat/v1`) refuses a join token of its own with 401 CHAT_TOKEN_INVALIDO. */
function refuseChatTokens() {
  const inner = globalThis.fetch;
  const refused: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (new URL(request.url).pathname.endsWith('/mensagens')) {
      refused.push(request.headers.get('Authorization') ?? '');
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, code: 'CHAT_TOKEN_INVALIDO' }), {
        status: 401,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    return inner(request);
  });
  return refused;
}

describe('chat calls in a session', () => {
  it('carry the bearer, and an expired one is refreshed and the call retried', async () => {
    const api = fakeApi();
    const { session, clients, onUnauthorized } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    const result = await (clients.chat as unknown as { GET: (path: string) => Promise<{ response: Response }> }).GET('/igreja/grace/canais/transmissao-7');
    expect(result.response.status).toBe(200);
    expect(api.calls).toContain('GET /chat/v1/igreja/grace/canais/transmissao-7');
    expect(api.refreshCalls()).toBe(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("leave the chat's own 401 to the chat: no refresh, no sign-out", async () => {
    const api = fakeApi();
    const { store, session, clients, onUnauthorized } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    const refused = refuseChatTokens();
    const result = await (clients.chat as unknown as { POST: (path: string, init: object) => Promise<{ response: Response }> }).POST('/igreja/grace/canais/transmissao-7/mensagens', { body: {} });
    expect(result.response.status).toBe(401);
    expect(refused).toEqual(['Bearer access-1']);
    expect(api.refreshCalls()).toBe(0);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.get(isLoggedInAtom)).toBe(true);
  });
});
