import { autoLoginToken, REFRESH_TOKEN_KEY } from '@church/data-access';
import { STORE_KEY } from '@church/state';

/** Whether there is a session to restore at start (§4 auto-login), checked without loading its code. */
export function hasStoredSession(location: { pathname: string; search: string }): boolean {
  if (autoLoginToken(location)) return true;
  try {
    if (localStorage.getItem(REFRESH_TOKEN_KEY)) return true;
    const store = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as { credentials?: { token?: string } };
    return Boolean(store.credentials?.token);
  } catch {
    return false;
  }
}
