import { useLingui } from '@lingui/react/macro';
import { Button } from '@church/ui';
import styles from './screens.module.css';

/** An inline confirmation for an irreversible action (deleting an address, say). */
export function ConfirmAction(props: { question: string; confirmLabel: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <div className={styles.row} role="group" aria-label={props.question}>
      <span>{props.question}</span>
      <Button onClick={props.onConfirm} disabled={props.busy}>
        {props.confirmLabel}
      </Button>
      <Button variant="secondary" onClick={props.onCancel}>
        {t`Cancel`}
      </Button>
    </div>
  );
}
