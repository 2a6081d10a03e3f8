import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** The empty first choice ("Choose…"). */
  placeholder: string;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled select bound to Formik; values are strings ('' for none). */
export function SelectField({ name, label, options, placeholder, hint, required }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const base = useId();
  const ids = { inputId: `${base}-input`, hintId: `${base}-hint`, errorId: `${base}-error` };
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <select
        {...field}
        value={field.value ?? ''}
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
