import { CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  type: 'success' | 'info' | 'warning' | 'error';
  children: ReactNode;
  helper?: ReactNode;
}

/** Each kind of message has its shape as well as its colour, for those who do not tell the colours apart. */
const ICONS = { success: CircleCheck, info: Info, warning: TriangleAlert, error: CircleX } as const;

/** A message; errors and warnings are announced at once, the rest politely. */
export function Alert({ type, children, helper }: AlertProps) {
  const urgent = type === 'error' || type === 'warning';
  const Icon = ICONS[type];
  return (
    <div className={`${styles.alert} ${styles[type]}`} role={urgent ? 'alert' : 'status'}>
      <Icon className={styles.icon} size={20} aria-hidden="true" />
      <span className={styles.text}>
        <span className={styles.message}>{children}</span>
        {helper ? <span className={styles.helper}>{helper}</span> : null}
      </span>
    </div>
  );
}
