import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialsAtom, isLoggedInAtom, STORE_KEY } from '@church/state';
import { REFRESH_TOKEN_KEY } from './refresh-token-storage';
import { fakeApi, MemoryStorage, openTab } from './testing/fake-session-api';

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const presentRefreshToken = (refreshToken: string) =>
  fetch(new Request('http://grace.test/api/v1/security/token/refresh', { method: 'POST', body: JSON.stringify({ refreshToken }) }));

describe('sign-out (issue 8)', () => {
  it('asks the server to end the session with the refresh token and the bearer, kept alive', async () => {
    const api = fakeApi();
    const { session } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    session.signOut();
    await vi.waitFor(() => expect(api.logouts).toHaveLength(1));
    expect(api.logouts[0]).toEqual({ authorization: 'Bearer access-1', body: { refreshToken: 'refresh-1' }, keepalive: true });
    // The server ended the family: the old refresh token refreshes nothing any more.
    expect((await presentRefreshToken('refresh-1')).status).toBe(401);
  });

  it('clears the local session at once, before the server has answered', async () => {
    fakeApi();
    const { store, session } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    session.signOut();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(credentialsAtom)).toBeNull();
    expect(sessionStorage.getItem(STORE_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('takes a 401 that comes back after signing out, for a call sent before, as no lost session: nothing reported, no second sign-out', async () => {
    const api = fakeApi();
    const served = globalThis.fetch;
    let answerMe: () => void = () => undefined;
    const meAnswered = new Promise<void>((resolve) => (answerMe = resolve));
    let holdMe = false;
    let meArrived: () => void = () => undefined;
    const meSent = new Promise<void>((resolve) => (meArrived = resolve));
    // The server reads /me after the sign-out has ended the session there: its bearer is no longer good.
    vi.stubGlobal('fetch', async (request: Request) => {
      if (!holdMe || !new URL(request.url).pathname.endsWith('/me')) return served(request);
      meArrived();
      await meAnswered;
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401 }), { status: 401, headers: { 'content-type': 'application/problem+json' } });
    });
    const { session, clients, onUnauthorized } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    holdMe = true;
    const pending = clients.api.GET('/me');
    await meSent;
    session.signOut();
    answerMe();
    expect((await pending).response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.endsWith('/security/token/refresh'))).toHaveLength(0);
  });

  it('signs out even when the server cannot be reached', async () => {
    const api = fakeApi();
    api.failLogout();
    const { store, session } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    expect(() => session.signOut()).not.toThrow();
    await vi.waitFor(() => expect(api.logouts).toHaveLength(1));
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('sends the newest refresh token, which another tab may have rotated', async () => {
    const api = fakeApi();
    const first = openTab();
    await first.session.signIn('member@grace.example', 'Demo@2026');
    const second = openTab();
    second.store.set(credentialsAtom, null);
    await second.session.restore({ href: 'http://grace.test/' }, () => undefined);
    first.session.signOut();
    await vi.waitFor(() => expect(api.logouts).toHaveLength(1));
    expect(api.logouts[0]?.body).toEqual({ refreshToken: 'refresh-2' });
    expect((await presentRefreshToken('refresh-2')).status).toBe(401);
  });

  it('calls nothing when there is no session to end', async () => {
    const api = fakeApi();
    const { session } = openTab();
    session.signOut();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(api.logouts).toHaveLength(0);
  });
});
