import type { ReactNode } from 'react';
import styles from './fields.module.css';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** The ids a field's input points at with aria-describedby: its hint and, when shown, its error. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: string | undefined): string | undefined {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
