import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Button, buttonClassName } from '@church/ui';
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

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A confirmation before an irreversible act: an alert dialog labelled by its question, the page
 * behind inert, Tab kept inside, Escape or "Cancel" closes it and focus returns to what opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(<Dialog {...props} />, host);
}

function Dialog({ title, children, confirmLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useLingui();
  const ids = { title: useId(), body: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = dialog.current?.parentElement?.parentElement;
    const others = [...document.body.children].filter((element) => element !== host && !element.hasAttribute('inert'));
    for (const element of others) element.setAttribute('inert', '');
    // The safe choice has the focus first.
    cancel.current?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop} onKeyDown={keyDown}>
      <div ref={dialog} className={styles.dialog} role="alertdialog" aria-modal="true" aria-labelledby={ids.title} aria-describedby={ids.body}>
        <h2 id={ids.title} className={styles.dialogTitle}>
          {title}
        </h2>
        <div id={ids.body} className={styles.dialogBody}>
          {children}
        </div>
        {error ? <Alert type="error">{error}</Alert> : null}
        <div className={styles.dialogActions}>
          <Button onClick={onConfirm} disabled={busy}>
            {busy ? t`Deleting…` : confirmLabel}
          </Button>
          <button ref={cancel} type="button" className={buttonClassName('secondary')} onClick={onCancel}>
            {t`Cancel`}
          </button>
        </div>
      </div>
    </div>
  );
}
