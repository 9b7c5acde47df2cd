import { Brand, ButtonLink } from '@cinevia/ui';
import { LanguageSelect } from '../../../ui/LanguageSelect';
import styles from './LandingHeader.module.css';

export function LandingHeader() {
  return (
    <header className={styles.header}>
      <Brand />
      <div className={styles.actions}>
        <LanguageSelect />
        <ButtonLink to="/login">Sign In</ButtonLink>
      </div>
    </header>
  );
}
