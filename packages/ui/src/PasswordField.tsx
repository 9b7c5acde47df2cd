import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField, type TextFieldProps } from './TextField';
import styles from './TextField.module.css';

export function PasswordField({ id, label, ...props }: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.trailingButton}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          {/* Text rather than aria-label, so label-based lookups of the field find only the input. */}
          <span className="visually-hidden">
            {visible ? 'Hide' : 'Show'} {label.toLowerCase()}
          </span>
        </button>
      }
    />
  );
}
