import type { ApiClient } from '../clients';

/** What sign-out hands the server: the tokens this tab holds, either of which names the session. */
export interface EndingSession {
  token?: string | null;
  refreshToken?: string | null;
}

/**
 * Sign-out ends the session on the server too (`POST /security/logout`, issue 8): fire and forget,
 * kept alive when the page unloads right after, and never in the way of the local sign-out — a
 * failure here is ignored, since the tokens are gone from the browser anyway.
 */
export function endServerSession(api: ApiClient, { token, refreshToken }: EndingSession): void {
  if (!token && !refreshToken) return;
  void api
    .POST('/security/logout', {
      body: refreshToken ? { refreshToken } : {},
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      keepalive: true,
    })
    .catch(() => undefined);
}
