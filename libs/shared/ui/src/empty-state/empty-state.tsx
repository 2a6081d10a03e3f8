import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
