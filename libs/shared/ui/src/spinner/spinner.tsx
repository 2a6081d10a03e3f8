import styles from './spinner.module.css';

export interface SpinnerProps {
  /** What is loading, for screen readers. */
  label: string;
}

export function Spinner({ label }: SpinnerProps) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
