import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the page hydrates, true after: what only the browser knows (the
 * session's text size) is applied once the server's HTML has been taken over unchanged.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
