import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useRef } from 'react';
import { Alert, Button, buttonClassName, Dialog } from '@church/ui';
import styles from './moderation.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** Shown when the last confirmation failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation before an irreversible act: an alert dialog labelled by its question, the safe
 * choice ("Cancel") focused first; Escape or "Cancel" closes it and focus returns to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open role="alertdialog" title={title} description={<div className={styles.dialogBody}>{children}</div>} onClose={onCancel} initialFocus={cancel}>
      {error ? <Alert type="error">{error}</Alert> : null}
      <div className={styles.dialogActions}>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? t`Deleting…` : confirmLabel}
        </Button>
        <button ref={cancel} type="button" className={buttonClassName('secondary')} onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </Dialog>
  );
}
