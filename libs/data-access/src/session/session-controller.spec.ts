import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { credentialsAtom, isLoggedInAtom, nowPlayingAtom, sessionStatusAtom, STORE_KEY } from '@church/state';
import { REFRESH_TOKEN_KEY } from './refresh-token-storage';
import { fakeApi, MemoryStorage, openTab as setup } from './testing/fake-session-api';

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('session controller', () => {
  it('signs in: the token in session storage, the refresh token in local storage, logged in', async () => {
    fakeApi();
    const { store, session } = setup();
    await expect(session.signIn('member@grace.example', 'Demo@2026')).resolves.toEqual({ needsChurchAccount: false });
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}').credentials.token).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('refreshes an expired token once and retries, without the caller noticing', async () => {
    const api = fakeApi();
    const { session, clients } = setup();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    const [first, second] = await Promise.all([clients.api.GET('/me'), clients.api.GET('/me')]);
    expect(first.response.status).toBe(200);
    expect(second.response.status).toBe(200);
    expect(api.calls.filter((call) => call.endsWith('/security/token/refresh'))).toHaveLength(1);
  });

  it('ends the session when the refresh token is refused, and reports the 401', async () => {
    const api = fakeApi();
    const { store, session, clients, onUnauthorized } = setup();
    await session.signIn('member@grace.example', 'Demo@2026');
    // Someone else spent this refresh token first.
    await fetch(new Request('http://grace.test/api/v1/security/token/refresh', { method: 'POST', body: JSON.stringify({ refreshToken: 'refresh-1' }) }));
    api.expireAll();
    const result = await clients.api.GET('/me');
    expect(result.response.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the session when the refresh fails on the server (503), and refreshes on the next call', async () => {
    const api = fakeApi();
    const served = globalThis.fetch;
    let refreshFails = true;
    vi.stubGlobal('fetch', async (request: Request) =>
      refreshFails && new URL(request.url).pathname.endsWith('/security/token/refresh')
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'Unavailable', status: 503 }), { status: 503, headers: { 'content-type': 'application/problem+json' } })
        : served(request),
    );
    const { store, session, clients, onUnauthorized } = setup();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    expect((await clients.api.GET('/me')).response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');

    refreshFails = false;
    expect((await clients.api.GET('/me')).response.status).toBe(200);
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
  });

  it('does not treat wrong credentials as a lost session', async () => {
    fakeApi();
    const { session, onUnauthorized } = setup();
    await expect(session.signIn('member@grace.example', 'wrong')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs out: nothing left in either storage', async () => {
    fakeApi();
    const { store, session } = setup();
    await session.signIn('member@grace.example', 'Demo@2026');
    store.set(nowPlayingAtom, { id: 'ep-1', title: 'Sunday sermon', src: '/demo/podcast/grace/1.wav' });
    session.signOut();
    expect(store.get(isLoggedInAtom)).toBe(false);
    expect(store.get(nowPlayingAtom)).toBeNull();
    expect(sessionStorage.getItem(STORE_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('restores a session from the refresh token in local storage', async () => {
    fakeApi();
    const first = setup();
    await first.session.signIn('member@grace.example', 'Demo@2026');
    sessionStorage.removeItem(STORE_KEY);
    const { store, session } = setup();
    store.set(sessionStatusAtom, 'restoring');
    await session.restore({ href: 'http://grace.test/user/account' }, () => undefined);
    expect(store.get(isLoggedInAtom)).toBe(true);
    expect(store.get(credentialsAtom)?.token).toBe('access-2');
    expect(store.get(sessionStatusAtom)).toBe('settled');
  });

  it('takes a token from the URL and removes it from the address bar', async () => {
    fakeApi();
    const minted = setup();
    await minted.session.signIn('member@grace.example', 'Demo@2026');
    sessionStorage.removeItem(STORE_KEY);
    const { store, session } = setup();
    const replaceUrl = vi.fn();
    await session.restore({ href: 'http://grace.test/live?token=access-1&x=1' }, replaceUrl);
    expect(replaceUrl).toHaveBeenCalledWith('/live?x=1');
    expect(store.get(isLoggedInAtom)).toBe(true);
  });

  it("leaves a password-reset link's token to the reset: it signs nobody in and stays in the address", async () => {
    fakeApi();
    const { store, session } = setup();
    const replaceUrl = vi.fn();
    await session.restore({ href: 'http://grace.test/reset-password?token=reset-1' }, replaceUrl);
    expect(replaceUrl).not.toHaveBeenCalled();
    expect(store.get(credentialsAtom)).toBeNull();
    expect(store.get(isLoggedInAtom)).toBe(false);
  });
});
