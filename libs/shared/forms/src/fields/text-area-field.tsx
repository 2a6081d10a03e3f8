import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './fields.module.css';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
}

export function TextAreaField({ name, label, hint, rows = 4, maxLength }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const base = useId();
  const ids = { inputId: `${base}-input`, hintId: `${base}-hint`, errorId: `${base}-error` };
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={ids.inputId}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
