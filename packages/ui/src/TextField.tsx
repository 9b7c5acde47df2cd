import type { ComponentProps, ReactNode } from 'react';
import { Field, type FieldProps } from './Field';
import styles from './TextField.module.css';

export type TextFieldProps = Omit<ComponentProps<'input'>, keyof FieldProps> &
  FieldProps & {
    /** A control drawn inside the field's right edge, such as a show/hide toggle. */
    trailing?: ReactNode;
  };

export function TextField({ label, error, hint, id, className, trailing, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={styles.control}>
          <input className={`${styles.input} ${trailing ? styles.withTrailing : ''}`} {...control} {...inputProps} />
          {trailing}
        </div>
      )}
    </Field>
  );
}
