import { useId, type ComponentProps } from 'react';
import fieldStyles from '../../../ui/TextField.module.css';
import styles from './TextAreaField.module.css';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A multi-line TextField: same label, border and error treatment. */
export function TextAreaField({ label, error, id, className, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={inputId}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
