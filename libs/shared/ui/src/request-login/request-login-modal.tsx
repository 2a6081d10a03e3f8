import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { buttonClassName } from '../button/button';
import styles from './request-login-modal.module.css';

export interface RequestLoginModalProps {
  open: boolean;
  /** What the visitor was about to do, as the dialog's title: "Sign in to pray". */
  title: string;
  /** Why an account is needed and what happens after signing in. */
  children: ReactNode;
  /** The access screen's address, coming back here. */
  signInHref: string;
  /** The same, starting with registration. */
  registerHref: string;
  /** Follows one of the two links inside the app (a plain click); the page remembers its action first. */
  onNavigate: (href: string) => void;
  /** "Not now", Escape or a click outside the dialog. */
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * §2 "request-login modal": offers a visitor signing in or creating an account where an action needs
 * one, instead of sending them away. A modal dialog: labelled by its title, the page behind it inert,
 * Tab kept inside, Escape or "Not now" closes it and focus goes back to what opened it.
 */
export function RequestLoginModal({ open, ...props }: RequestLoginModalProps) {
  return open ? <RequestLoginPortal {...props} /> : null;
}

/** The dialog in an element of its own at the end of the body, outside the page it makes inert. */
function RequestLoginPortal(props: Omit<RequestLoginModalProps, 'open'>) {
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  return createPortal(<RequestLoginDialog {...props} />, host);
}

function RequestLoginDialog({ title, children, signInHref, registerHref, onNavigate, onClose }: Omit<RequestLoginModalProps, 'open'>) {
  const { t } = useLingui();
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
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

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

  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the browser's; a plain click stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <div
      ref={backdrop}
      className={styles.backdrop}
      onKeyDown={keyDown}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={ids.title} aria-describedby={ids.body}>
        <h2 id={ids.title} className={styles.title}>
          {title}
        </h2>
        <div id={ids.body} className={styles.body}>
          {children}
        </div>
        <div className={styles.actions}>
          <a className={buttonClassName('primary')} href={signInHref} onClick={follow(signInHref)}>
            {t`Sign in`}
          </a>
          <a className={buttonClassName('secondary')} href={registerHref} onClick={follow(registerHref)}>
            {t`Create an account`}
          </a>
          <button type="button" className={styles.dismiss} onClick={onClose}>
            {t`Not now`}
          </button>
        </div>
      </div>
    </div>
  );
}
