import { OfflineBanner } from './offline-banner';
import { useOnlineStatus } from './use-online-status';

/** Watches the connection and shows the offline banner when it is gone. */
export function OfflineNotice() {
  return <OfflineBanner online={useOnlineStatus()} />;
}
