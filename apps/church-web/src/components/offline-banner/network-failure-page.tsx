import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ShellErrorState } from '../../app/shell-error-state';
import styles from './offline-banner.module.css';

/**
 * §8's error page for a read that got no answer at all, over the page it left without data: the rest of
 * the page is inert while it shows, and "Try again" loads the page again.
 */
export function NetworkFailurePage() {
  const { t } = useLingui();
  const page = useRef<HTMLDivElement>(null);
  // Its own element at the end of the body, outside the inert `#root`; it leaves with the page even
  // when something else emptied the body first.
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.append(host);
    return () => host.remove();
  }, [host]);
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    page.current?.focus();
    return () => root?.removeAttribute('inert');
  }, []);
  return createPortal(
    <div ref={page} className={styles.failure} role="alert" tabIndex={-1}>
      <ShellErrorState kind="error" message={t`An error occurred while fetching the data. Please try again.`} />
    </div>,
    host,
  );
}
