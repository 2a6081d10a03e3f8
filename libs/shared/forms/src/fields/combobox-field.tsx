import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';
import styles from './fields.module.css';

export interface ComboboxFieldProps {
  name: string;
  label: ReactNode;
  /** The values suggested as the person types; any other text is still taken. */
  suggestions: readonly string[];
  autoComplete?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Runs after a change, with the new value. */
  onValueChange?: (value: string) => void;
}

/**
 * A labelled text input bound to Formik that suggests values from a list (a native combobox: the
 * input with its datalist), so a value outside the list (a town the list lacks) can still be typed.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const { name, label, suggestions, hint, required, onValueChange, autoComplete } = props;
  const [field, meta, helpers] = useField<string>(name);
  const base = useId();
  const ids = { inputId: `${base}-input`, hintId: `${base}-hint`, errorId: `${base}-error` };
  const listId = `${base}-list`;
  const error = meta.touched ? meta.error : undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <input
        id={ids.inputId}
        name={field.name}
        type="text"
        list={suggestions.length ? listId : undefined}
        autoComplete={autoComplete}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        className={`${styles.input} ${error ? styles.invalid : ''}`}
      />
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
