/**
 * Where a person who registered wanted to go, kept until they sign in after activating their
 * account: the activation link opens in a new tab, so local storage, not the URL, carries it.
 */
const PENDING_REDIRECT_KEY = 'church-web:pending-redirect';

export const pendingRedirect = {
  remember(path: string) {
    if (path !== '/') globalThis.localStorage?.setItem(PENDING_REDIRECT_KEY, path);
  },
  /** The remembered path, or null. */
  read(): string | null {
    return globalThis.localStorage?.getItem(PENDING_REDIRECT_KEY) ?? null;
  },
  /** Forgets it, once the person is signed in. */
  clear() {
    globalThis.localStorage?.removeItem(PENDING_REDIRECT_KEY);
  },
};
