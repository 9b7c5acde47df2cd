import { BackButton as GoBackButton } from '@cinevia/ui';
import styles from './InfoLayout.module.css';

/** The info pages' Back: on a phone its arrow alone, its word kept for screen readers. */
export function BackButton() {
  return (
    <GoBackButton className={styles.backButton}>
      <span className="visually-hidden-on-phone">Back</span>
    </GoBackButton>
  );
}
