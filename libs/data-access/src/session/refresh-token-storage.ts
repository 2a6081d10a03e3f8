/** §4: the refresh token lives in local storage (for auto-login in a new tab); the access token does not. */
export const REFRESH_TOKEN_KEY = 'church-web:refresh-token';

export const refreshTokenStorage = {
  read: (): string | null => globalThis.localStorage?.getItem(REFRESH_TOKEN_KEY) ?? null,
  write: (token: string) => globalThis.localStorage?.setItem(REFRESH_TOKEN_KEY, token),
  clear: () => globalThis.localStorage?.removeItem(REFRESH_TOKEN_KEY),
};
