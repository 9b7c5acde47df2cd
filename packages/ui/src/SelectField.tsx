import type { ComponentProps } from 'react';
import { Field, type FieldProps } from './Field';
import { ChevronDownIcon } from './icons';
import fieldStyles from './TextField.module.css';
import styles from './FormControls.module.css';

/** A choice as [value sent, label shown], the shape of proto's option lists. */
export type SelectOption = readonly [value: string, label: string];

type SelectFieldProps = Omit<ComponentProps<'select'>, keyof FieldProps> &
  FieldProps & {
    /** The first, empty choice, shown until one is picked. */
    placeholder: string;
    options: readonly SelectOption[];
  };

/** A native select drawn like the shared TextField. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  placeholder,
  options,
  ...selectProps
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className={fieldStyles.control}>
          <select className={`${fieldStyles.input} ${styles.select}`} {...control} {...selectProps}>
            <option value="">{placeholder}</option>
            {options.map(([value, optionLabel]) => (
              <option key={value} value={value}>
                {optionLabel}
              </option>
            ))}
          </select>
          <ChevronDownIcon width={18} height={18} className={styles.chevron} />
        </div>
      )}
    </Field>
  );
}
