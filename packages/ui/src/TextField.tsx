import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './TextField.module.css';

export type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  /** A control drawn inside the field's right edge, such as a show/hide toggle. */
  trailing?: ReactNode;
  /** A line under the field on what to enter, read out with it. */
  hint?: string;
};

export function TextField({ label, error, trailing, hint, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
