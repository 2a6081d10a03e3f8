import type { QueryClient } from '@tanstack/react-query';
import { NetworkError } from '@church/data-access';

/**
 * Tells `failed` the address where a read got no answer at all and has nothing to show: it failed
 * without a response (DNS, a reset connection), or it waits for a network the browser says is gone
 * (offline: TanStack Query pauses it) on a page that has shown nothing yet (no heading: a page that
 * works offline, such as a note being written, keeps going). Writes are not watched: a payment keeps
 * its own attempt, a form its typed data. Returns the way to stop watching.
 */
export function watchNetworkFailures(queryClient: QueryClient, failed: (pathname: string) => void): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.state.data !== undefined) return;
    const noAnswer = event.action.type === 'error' && event.action.error instanceof NetworkError;
    const waitsOffline = event.query.state.fetchStatus === 'paused' && !document.querySelector('main h1');
    if (noAnswer || waitsOffline) failed(window.location.pathname);
  });
}
