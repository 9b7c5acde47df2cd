import { GlobeIcon } from '@cinevia/ui';
import styles from './LanguageSelect.module.css';

/** English is the only language offered (spec section 1). */
export function LanguageSelect() {
  return (
    <div className={styles.wrapper}>
      <GlobeIcon width={16} height={16} className={styles.icon} />
      <select aria-label="Language" className={styles.select} defaultValue="en">
        <option value="en">English</option>
      </select>
    </div>
  );
}
