import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A picture of what is missing (an icon of @church/ui's set); an empty tray when left out. */
  icon?: ReactNode;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <section className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
