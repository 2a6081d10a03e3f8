import type { ReactNode } from 'react';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  title: ReactNode;
  message?: ReactNode;
  /** A way out: a link home, or a retry button. */
  action?: ReactNode;
  /** Shown inside a layout, which has the page's main landmark already: the page is not a second one. */
  inLayout?: boolean;
}

/** The shell's error page: unknown paths, an inactive church, a failed bootstrap. */
export function ErrorPage({ title, message, action, inLayout = false }: ErrorPageProps) {
  const content = (
    <div className={styles.box}>
      <h1 className={styles.title}>{title}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action}
    </div>
  );
  return inLayout ? (
    <div className={styles.page}>{content}</div>
  ) : (
    <main className={styles.page} id="main-content">
      {content}
    </main>
  );
}
