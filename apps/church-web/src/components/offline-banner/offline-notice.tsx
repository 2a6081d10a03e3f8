import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { watchNetworkFailures } from '../../app/network-failure-watch';
import { NetworkFailurePage } from './network-failure-page';
import { OfflineBanner } from './offline-banner';
import { useOnlineStatus } from './use-online-status';

/**
 * Watches the connection (loaded after the first paint): shows the offline banner when it is gone, and
 * §8's error page where a read got no answer at all and had nothing to show, until the visitor goes to
 * another address.
 */
export function OfflineNotice() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [failedAt, setFailedAt] = useState<string | null>(null);
  useEffect(() => watchNetworkFailures(queryClient, setFailedAt), [queryClient]);
  return (
    <>
      <OfflineBanner online={useOnlineStatus()} />
      {failedAt === pathname ? <NetworkFailurePage /> : null}
    </>
  );
}
