import { ButtonLink } from '@cinevia/ui';
import { help } from '../content/help';
import { HelpCenter } from './HelpCenter';
import { InfoPage } from './InfoPage';
import styles from './HelpCenter.module.css';

export function HelpPage() {
  return (
    <InfoPage
      content={help}
      slots={{
        'contact-support': (
          <ButtonLink to="/contact" size="lg" className={styles.contactButton}>
            Contact Support
          </ButtonLink>
        ),
      }}
    >
      <HelpCenter content={help} />
    </InfoPage>
  );
}
