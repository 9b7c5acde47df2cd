import styles from './Switch.module.css';

type SwitchProps = {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** The id of the visible text that names the switch. */
  labelledBy: string;
  describedBy?: string;
};

/** An on/off switch (WAI-ARIA switch pattern): Space or Enter toggles it. */
export function Switch({ checked, onCheckedChange, disabled = false, labelledBy, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={styles.switch}
      onClick={() => onCheckedChange?.(!checked)}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
