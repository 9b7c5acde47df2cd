import { useId, type ComponentProps } from 'react';
import { ChevronDownIcon } from '../../../ui/icons';
import fieldStyles from '../../../ui/TextField.module.css';
import styles from './FormFields.module.css';

type Option = readonly [value: string, label: string];

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  placeholder: string;
  options: readonly Option[];
  error?: string | undefined;
};

/** A native select drawn like the shared TextField, with its label and error. */
export function SelectField({ label, placeholder, options, error, id, className, ...selectProps }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={selectId}
          className={`${fieldStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...selectProps}
        >
          <option value="">{placeholder}</option>
          {options.map(([value, optionLabel]) => (
            <option key={value} value={value}>
              {optionLabel}
            </option>
          ))}
        </select>
        <ChevronDownIcon width={18} height={18} className={styles.chevron} />
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

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
