import type { ReactNode } from 'react';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  title: ReactNode;
  message?: ReactNode;
  /** A way out: a link home, or a retry button. */
  action?: ReactNode;
}

/** The shell's error page: unknown paths, an inactive church, a failed bootstrap. */
export function ErrorPage({ title, message, action }: ErrorPageProps) {
  return (
    <main className={styles.page} id="main-content">
      <div className={styles.box}>
        <h1 className={styles.title}>{title}</h1>
        {message ? <p className={styles.message}>{message}</p> : null}
        {action}
      </div>
    </main>
  );
}
