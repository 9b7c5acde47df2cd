import type { ComponentProps } from 'react';
import styles from './CheckboxField.module.css';

/** A checkbox with its label beside it; the input's props (react-hook-form's `register`) pass through. */
export function CheckboxField({ label, ...inputProps }: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...inputProps} />
      <span>{label}</span>
    </label>
  );
}
