import { useField } from 'formik';
import { type HTMLInputTypeAttribute, type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './fields.module.css';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  placeholder?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Reformats what is typed (a mask such as 000.000.000-00). */
  format?: (value: string) => string;
  /** Runs after a change, with the formatted value (a CEP lookup, say). */
  onValueChange?: (value: string) => void;
  maxLength?: number;
}

/** A labelled text input bound to Formik; its error shows once the field was touched. */
export function TextField(props: TextFieldProps) {
  const { name, label, type = 'text', hint, required, format, onValueChange, ...inputProps } = props;
  const [field, meta, helpers] = useField<string>(name);
  const base = useId();
  const ids = { inputId: `${base}-input`, hintId: `${base}-hint`, errorId: `${base}-error` };
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        id={ids.inputId}
        name={field.name}
        type={type}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          const value = format ? format(event.target.value) : event.target.value;
          void helpers.setValue(value);
          onValueChange?.(value);
        }}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
