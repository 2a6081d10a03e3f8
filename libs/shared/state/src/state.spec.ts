import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { persistedAtom, STORE_KEY } from './persisted-atom';
import { GLOBAL_LOADING, isGlobalLoadingAtom, loadingContextsAtom, setLoadingAtom } from './state/loading-contexts-atom';
import { clearMessageAtom, messageBagAtom, putMessageAtom } from './state/message-bag-atom';
import { accountAtom, churchAccountAtom, credentialsAtom, isLoggedInAtom } from './state/session-atom';

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
});

describe('persistedAtom', () => {
  it('keeps its value as a field of the one product key, and removes the key when empty', () => {
    const store = createStore();
    const themeAtom = persistedAtom<string | null>('theme', null, 'themeAtom');
    expect(store.get(themeAtom)).toBeNull();
    store.set(themeAtom, 'dark');
    expect(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')).toEqual({ theme: 'dark' });
    expect(createStore().get(themeAtom)).toBe('dark');
    store.set(themeAtom, null);
    expect(sessionStorage.getItem(STORE_KEY)).toBeNull();
  });

  it('survives a corrupt store', () => {
    sessionStorage.setItem(STORE_KEY, '{not json');
    const store = createStore();
    expect(store.get(persistedAtom('theme', 'light', 'themeAtom'))).toBe('light');
  });
});

describe('loading contexts', () => {
  it('counts overlapping loads per context; GLOBAL shows while any global load runs', () => {
    const store = createStore();
    store.set(setLoadingAtom, { context: GLOBAL_LOADING, loading: true });
    store.set(setLoadingAtom, { context: GLOBAL_LOADING, loading: true });
    store.set(setLoadingAtom, { context: 'events', loading: true });
    store.set(setLoadingAtom, { context: GLOBAL_LOADING, loading: false });
    expect(store.get(isGlobalLoadingAtom)).toBe(true);
    store.set(setLoadingAtom, { context: GLOBAL_LOADING, loading: false });
    expect(store.get(isGlobalLoadingAtom)).toBe(false);
    expect(store.get(loadingContextsAtom)).toEqual({ events: 1 });
    store.set(setLoadingAtom, { context: 'events', loading: false });
    store.set(setLoadingAtom, { context: 'events', loading: false });
    expect(store.get(loadingContextsAtom)).toEqual({});
  });
});

describe('message bag', () => {
  it('keeps one message per context', () => {
    const store = createStore();
    store.set(putMessageAtom, { context: 'ERROR_PAGE', message: { type: 'warning', message: 'first' } });
    store.set(putMessageAtom, { context: 'ERROR_PAGE', message: { type: 'error', message: 'second', helper: 'help' } });
    expect(store.get(messageBagAtom)).toEqual({ ERROR_PAGE: { type: 'error', message: 'second', helper: 'help' } });
    store.set(clearMessageAtom, 'ERROR_PAGE');
    expect(store.get(messageBagAtom)).toEqual({});
  });
});

describe('isLoggedInAtom (§4 "Login state")', () => {
  it('is true only with the token, the account and the church account all present', () => {
    const store = createStore();
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(credentialsAtom, { token: 't', refreshToken: 'r' });
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(accountAtom, { id: 1 });
    expect(store.get(isLoggedInAtom)).toBe(false);
    store.set(churchAccountAtom, { id: 7, idIgreja: 1 });
    expect(store.get(isLoggedInAtom)).toBe(true);
  });
});
