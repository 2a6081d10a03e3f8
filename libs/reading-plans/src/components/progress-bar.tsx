import { useLingui } from '@lingui/react/macro';
import styles from '../screens/screens.module.css';

/** How many of a plan's days are read, as a bar and in words. */
export function ProgressBar({ read, total }: { read: number; total: number }) {
  const { t } = useLingui();
  const percent = total > 0 ? Math.round((read / total) * 100) : 0;
  const label = t`${read} of ${total} days read (${percent}%)`;
  return (
    <div className={styles.progress}>
      <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={read} aria-valuetext={label} aria-label={t`Progress`}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.progressText}>{label}</p>
    </div>
  );
}
