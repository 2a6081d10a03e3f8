import { useLingui } from '@lingui/react/macro';
import { Button } from '@church/ui';
import styles from './moments.module.css';

export interface MomentStartProps {
  busy: boolean;
  failed: boolean;
  onStart: () => void;
}

/** Staff's way to open a commit-to-Jesus moment, while none is open. */
export function MomentStart({ busy, failed, onStart }: MomentStartProps) {
  const { t } = useLingui();
  return (
    <div className={styles.start}>
      <Button variant="secondary" disabled={busy} onClick={onStart}>
        {t`Start a moment`}
      </Button>
      {failed ? (
        <p className={styles.problem} role="alert">
          {t`That did not work. Please try again.`}
        </p>
      ) : null}
    </div>
  );
}
