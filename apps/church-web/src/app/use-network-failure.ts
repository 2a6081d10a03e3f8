import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NetworkError } from '@church/data-access';

/**
 * §8: a read that got no answer at all (offline, DNS, a reset connection) and has nothing to show
 * sends the visitor to the error page with the generic message, instead of leaving a spinner. True
 * from such a failure until the visitor goes to another address. Writes are not watched: a payment
 * keeps its own attempt, and a form its typed data.
 */
export function useNetworkFailure(): boolean {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.action.error instanceof NetworkError && event.query.state.data === undefined) setFailedAt(window.location.pathname);
      }),
    [queryClient],
  );
  return failedAt !== null && failedAt === pathname;
}
