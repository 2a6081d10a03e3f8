import type { ReactNode } from 'react';
import styles from './fields.module.css';

/** Fields side by side on wide screens, one under the other on phones. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
