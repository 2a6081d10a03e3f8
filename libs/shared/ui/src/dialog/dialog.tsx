import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** The dialog's name, shown as its heading. */
  title: string;
  /** What the dialog is about (its accessible description). */
  description?: ReactNode;
  children: ReactNode;
  /** Escape, a click outside the dialog, or the dialog's own dismiss control. */
  onClose: () => void;
  /** A list to choose from needs more room than a question. */
  size?: 'small' | 'large';
  /**
   * `alertdialog` for a confirmation before an irreversible act: it asks for an answer, so a click
   * outside does not close it (Escape still cancels).
   */
  role?: 'dialog' | 'alertdialog';
  /** What has the focus first (the safe choice of a confirmation); else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: labelled by its title, the page behind it inert, Tab kept inside, Escape or a click
 * outside closes it and focus goes back to what opened it.
 */
export function Dialog({ open, ...props }: DialogProps) {
  return open ? <DialogPortal {...props} /> : null;
}

/** The dialog in an element of its own at the end of the body, outside the page it makes inert. */
function DialogPortal(props: Omit<DialogProps, 'open'>) {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(<DialogBox {...props} />, host);
}

function DialogBox({ title, description, children, onClose, size = 'small', role = 'dialog', initialFocus }: Omit<DialogProps, 'open'>) {
  const ids = { title: useId(), body: useId() };
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The page behind is inert (neither focusable nor read) and does not scroll while the dialog is open.
    const host = backdrop.current?.parentElement;
    const others = [...document.body.children].filter((element) => element !== host && !element.hasAttribute('inert'));
    for (const element of others) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? dialog.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog.current)?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // A ref's object stays the same: this runs when the dialog opens, and its cleanup when it closes.
  }, [initialFocus]);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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
    <div
      ref={backdrop}
      className={styles.backdrop}
      onKeyDown={keyDown}
      onMouseDown={(event) => {
        if (role === 'dialog' && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={description ? ids.body : undefined}
        tabIndex={-1}
      >
        <h2 id={ids.title} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <div id={ids.body} className={styles.body}>
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}
