import { useLingui } from '@lingui/react/macro';
import styles from './offline-banner.module.css';

/** The offline notice of §8, asking the person to check the connection. */
export function OfflineBanner({ online }: { online: boolean }) {
  const { t } = useLingui();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      {t`You are offline. Check your internet connection.`}
    </div>
  );
}
