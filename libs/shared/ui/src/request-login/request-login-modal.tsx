import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { buttonClassName } from '../button/button';
import { Dialog } from '../dialog/dialog';
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

/**
 * §2 "request-login modal": offers a visitor signing in or creating an account where an action needs
 * one, instead of sending them away.
 */
export function RequestLoginModal({ open, title, children, signInHref, registerHref, onNavigate, onClose }: RequestLoginModalProps) {
  const { t } = useLingui();
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) is the browser's; a plain click stays in the app.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Dialog open={open} title={title} description={children} onClose={onClose}>
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
    </Dialog>
  );
}
