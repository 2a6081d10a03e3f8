/** Pages whose `token` query is another token than §4's auto-login one: a password-reset link's (`/reset-password?token=…`). */
const OTHER_TOKENS = /^\/reset-password\/?$/;

/** §4 auto-login: the access token a link carries in its `token` query, on any page but a reset link's. */
export function autoLoginToken(location: { pathname: string; search: string }): string | null {
  if (OTHER_TOKENS.test(location.pathname)) return null;
  return new URLSearchParams(location.search).get('token');
}
