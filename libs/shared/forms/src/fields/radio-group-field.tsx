import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { FieldError } from './field-parts';
import type { SelectOption } from './select-field';
import styles from './fields.module.css';

export interface RadioGroupFieldProps {
  name: string;
  legend: ReactNode;
  options: SelectOption[];
}

/** A fieldset of radio buttons bound to Formik. */
export function RadioGroupField({ name, legend, options }: RadioGroupFieldProps) {
  const [field, meta] = useField<string>(name);
  const base = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <fieldset className={styles.choices} aria-describedby={error ? `${base}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="radio"
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={`${base}-error`} error={error} />
    </fieldset>
  );
}
