import { BackButton as GoBackButton } from '@cinevia/ui';
import styles from './InfoLayout.module.css';

/** The info pages' Back, its word hidden on a phone (InfoLayout.module.css). */
export function BackButton() {
  return (
    <GoBackButton className={styles.backButton}>
      <span className={styles.backLabel}>Back</span>
    </GoBackButton>
  );
}
