import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  type: 'success' | 'info' | 'warning' | 'error';
  children: ReactNode;
  helper?: ReactNode;
}

/** A message; errors and warnings are announced at once, the rest politely. */
export function Alert({ type, children, helper }: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  return (
    <div className={`${styles.alert} ${styles[type]}`} role={urgent ? 'alert' : 'status'}>
      <span className={styles.message}>{children}</span>
      {helper ? <span className={styles.helper}>{helper}</span> : null}
    </div>
  );
}
