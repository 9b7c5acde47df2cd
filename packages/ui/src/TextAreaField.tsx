import { useId, type ComponentProps } from 'react';
import fieldStyles from './TextField.module.css';
import styles from './FormControls.module.css';

type TextAreaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string | undefined };

/** A multi-line field drawn like the shared TextField, with its label and error. */
export function TextAreaField({ label, error, id, className, ...textareaProps }: TextAreaFieldProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const errorId = `${textareaId}-error`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={textareaId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={textareaId}
        className={`${fieldStyles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textareaProps}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
