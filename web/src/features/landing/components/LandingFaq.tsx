import { FaqList } from '../../../ui/FaqList';
import { LANDING_FAQ } from '../constants/faq';
import { EmailCapture } from './EmailCapture';
import styles from './LandingFaq.module.css';

/** The landing page's questions (spec section 2), then a last call to sign up. */
export function LandingFaq() {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title" className={styles.title}>
          Frequently Asked Questions
        </h2>
        <div className={styles.list}>
          <FaqList entries={LANDING_FAQ} headingLevel="h3" look="landing" />
        </div>
        <EmailCapture prompt="Ready to watch? Enter your email to create your account." />
      </div>
    </section>
  );
}
