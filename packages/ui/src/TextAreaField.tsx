import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field';
import fieldStyles from './TextField.module.css';
import styles from './FormControls.module.css';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, keyof FieldProps> & FieldProps;

/** A multi-line field drawn like the shared TextField. */
export function TextAreaField({ label, error, hint, id, className, ...textareaProps }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea className={`${fieldStyles.input} ${styles.textarea}`} {...control} {...textareaProps} />}
    </Field>
  );
}
