import { useId, type ComponentProps } from 'react';
import { ChevronDownIcon } from './icons';
import fieldStyles from './TextField.module.css';
import styles from './FormControls.module.css';

/** A choice as [value sent, label shown], the shape of proto's option lists. */
export type SelectOption = readonly [value: string, label: string];

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  /** The first, empty choice, shown until one is picked. */
  placeholder: string;
  options: readonly SelectOption[];
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
