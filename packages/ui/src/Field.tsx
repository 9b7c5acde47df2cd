import { useId, type ReactNode } from 'react';
import styles from './TextField.module.css';

/** What a field's control needs to be labelled and described. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

export type FieldProps = {
  label: string;
  error?: string | undefined;
  /** A line under the field on what to enter, read out with it. */
  hint?: string;
  id?: string;
  className?: string;
};

/**
 * The frame every form field shares: the label, the control (`children` draws it with the ids it
 * is given), and the error and hint lines it is described by.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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
