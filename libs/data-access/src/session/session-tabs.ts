import type { Credentials } from '@church/state';

/**
 * How the tabs of one site tell each other about a refresh: the tab that refreshed hands its new
 * pair to the others, so that a tab whose access token expired too can use it instead of spending
 * the refresh token again right after (issue 8, item 7). Nothing is stored: the access token still
 * lives only in each tab's session store.
 */
export interface SessionTabs {
  announceRefresh(pair: Credentials): void;
  onRefresh(listener: (pair: Credentials) => void): void;
}

const CHANNEL_NAME = 'church-web:session';

function isCredentials(value: unknown): value is Credentials {
  const pair = value as Partial<Credentials> | null;
  return typeof pair?.token === 'string' && typeof pair.refreshToken === 'string';
}

/** The other tabs of this site through a BroadcastChannel, or null where there is none. */
export function broadcastSessionTabs(): SessionTabs | null {
  if (typeof BroadcastChannel !== 'function') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    announceRefresh: (pair) => channel.postMessage({ kind: 'refreshed', token: pair.token, refreshToken: pair.refreshToken }),
    onRefresh: (listener) =>
      channel.addEventListener('message', (event: MessageEvent<unknown>) => {
        const data = event.data as { kind?: string } | null;
        if (data?.kind === 'refreshed' && isCredentials(data)) listener({ token: data.token, refreshToken: data.refreshToken });
      }),
  };
}
