import * as Accordion from '@radix-ui/react-accordion';
import { PlusIcon } from '../../../ui/icons';
import { LANDING_FAQ } from '../constants/faq';
import { EmailCapture } from './EmailCapture';
import styles from './LandingFaq.module.css';

/** One answer open at a time; opening the open one again closes it (spec section 2). */
export function LandingFaq() {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title" className={styles.title}>
          Frequently Asked Questions
        </h2>
        <Accordion.Root type="single" collapsible className={styles.list}>
          {LANDING_FAQ.map((entry) => (
            <Accordion.Item key={entry.id} value={entry.id} className={styles.item}>
              <Accordion.Header className={styles.header}>
                <Accordion.Trigger className={styles.trigger}>
                  {entry.question}
                  <PlusIcon width={28} height={28} className={styles.icon} />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className={styles.content}>
                <div className={styles.answer}>
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <EmailCapture prompt="Ready to watch? Enter your email to create your account." />
      </div>
    </section>
  );
}
