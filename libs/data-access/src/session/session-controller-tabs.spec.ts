import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Credentials, credentialsAtom, isLoggedInAtom } from '@church/state';
import { REFRESH_LOCK_NAME } from './refresh-lock';
import { REFRESH_TOKEN_KEY } from './refresh-token-storage';
import type { SessionTabs } from './session-tabs';
import { fakeApi, MemoryStorage, openTab } from './testing/fake-session-api';

/** navigator.locks with one exclusive lock per name, granted in the order asked, as browsers do. */
function fakeWebLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const request = (name: string, ...rest: unknown[]) => {
    const callback = rest.at(-1) as (lock: { name: string }) => Promise<unknown>;
    requested.push(name);
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback({ name }));
    tails.set(name, granted.catch(() => undefined));
    return granted;
  };
  vi.stubGlobal('navigator', { locks: { request } });
  return { requested };
}

/** The BroadcastChannel between tabs, delivering each message to every other tab on a later task. */
function fakeTabHub() {
  const listeners: { tab: number; listener: (pair: Credentials) => void }[] = [];
  let count = 0;
  return {
    connect(): SessionTabs {
      const tab = ++count;
      return {
        announceRefresh: (pair) => {
          for (const other of listeners) if (other.tab !== tab) setTimeout(() => other.listener(pair));
        },
        onRefresh: (listener) => void listeners.push({ tab, listener }),
      };
    },
  };
}

/** Two tabs of one signed-in browser: the second restored its session from the shared refresh token. */
async function twoSignedInTabs(options: { hub?: ReturnType<typeof fakeTabHub> } = {}) {
  const first = openTab({ tabs: options.hub?.connect() });
  await first.session.signIn('member@grace.example', 'Demo@2026');
  const second = openTab({ tabs: options.hub?.connect() });
  // A new tab starts with an empty session store.
  second.store.set(credentialsAtom, null);
  await second.session.restore({ href: 'http://grace.test/' }, () => undefined);
  await new Promise((resolve) => setTimeout(resolve));
  return { first, second };
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('two tabs refreshing at once (issue 8, item 7)', () => {
  it('refresh one at a time, each with the newest refresh token: neither tab is signed out', async () => {
    const api = fakeApi();
    const locks = fakeWebLocks();
    const { first, second } = await twoSignedInTabs();
    // The second tab's start spent the first tab's refresh token: the first one holds a spent one.
    expect(first.store.get(credentialsAtom)?.refreshToken).toBe('refresh-1');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');

    api.expireAll();
    const [a, b] = await Promise.all([first.clients.api.GET('/me'), second.clients.api.GET('/me')]);

    expect([a.response.status, b.response.status]).toEqual([200, 200]);
    expect(locks.requested.every((name) => name === REFRESH_LOCK_NAME)).toBe(true);
    expect(locks.requested.length).toBeGreaterThanOrEqual(2);
    // No refresh token was ever presented twice: nothing for the server to take for a replay.
    expect(new Set(api.presented).size).toBe(api.presented.length);
    expect(first.store.get(isLoggedInAtom)).toBe(true);
    expect(second.store.get(isLoggedInAtom)).toBe(true);
    expect(first.onUnauthorized).not.toHaveBeenCalled();
    expect(second.onUnauthorized).not.toHaveBeenCalled();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe(`refresh-${2 + api.presented.length - 1}`);
  });

  it('uses the pair another tab handed over instead of refreshing again right after it', async () => {
    const api = fakeApi();
    fakeWebLocks();
    const hub = fakeTabHub();
    const { first, second } = await twoSignedInTabs({ hub });
    api.expireAll();

    expect((await first.clients.api.GET('/me')).response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve));
    const refreshesBefore = api.refreshCalls();
    // The second tab took the first one's new pair: its call goes through without another refresh.
    expect(second.store.get(credentialsAtom)).toEqual(first.store.get(credentialsAtom));
    expect((await second.clients.api.GET('/me')).response.status).toBe(200);
    expect(api.refreshCalls()).toBe(refreshesBefore);
  });

  it('does not take a handed-over pair that is no longer the newest', async () => {
    fakeApi();
    const hub = fakeTabHub();
    const tab = openTab({ tabs: hub.connect() });
    const other = hub.connect();
    await tab.session.signIn('member@grace.example', 'Demo@2026');
    other.announceRefresh({ token: 'access-old', refreshToken: 'refresh-old' });
    await new Promise((resolve) => setTimeout(resolve));
    expect(tab.store.get(credentialsAtom)?.token).toBe('access-1');
  });

  it('a 401 arriving after this tab already refreshed retries with the new token, spending nothing', async () => {
    const api = fakeApi();
    fakeWebLocks();
    const { session, clients } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    expect((await clients.api.GET('/me')).response.status).toBe(200);
    expect(api.refreshCalls()).toBe(1);
    await expect(session.refresh('access-1')).resolves.toBe('access-2');
    expect(api.refreshCalls()).toBe(1);
  });

  it('falls back to one refresh at a time inside the tab where Web Locks is missing', async () => {
    const api = fakeApi();
    vi.stubGlobal('navigator', {});
    const { session, clients } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    const results = await Promise.all([clients.api.GET('/me'), clients.api.GET('/me'), clients.api.GET('/me')]);
    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(api.refreshCalls()).toBe(1);
  });

  it('runs the refresh anyway when the lock cannot be had', async () => {
    const api = fakeApi();
    vi.stubGlobal('navigator', { locks: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) } });
    const { session, clients } = openTab();
    await session.signIn('member@grace.example', 'Demo@2026');
    api.expireAll();
    expect((await clients.api.GET('/me')).response.status).toBe(200);
    expect(api.refreshCalls()).toBe(1);
  });
});
