import { useId, useState } from 'react';
import { PlusIcon } from '@cinevia/ui';
import { LANDING_FAQ } from '../constants/faq';
import { EmailCapture } from './EmailCapture';
import styles from './LandingFaq.module.css';

/**
 * One answer open at a time; opening the open one again closes it (spec section 2). Written out
 * rather than Radix's accordion (9 KB of gzipped JavaScript the landing page's budget has no room
 * for), with the same markup: a heading holding a button that says whether its answer is shown.
 */
export function LandingFaq() {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <div className={styles.inner}>
        <h2 id="faq-title" className={styles.title}>
          Frequently Asked Questions
        </h2>
        <div className={styles.list}>
          {LANDING_FAQ.map((entry) => {
            const open = openId === entry.id;
            const state = open ? 'open' : 'closed';
            const triggerId = `${baseId}-${entry.id}-trigger`;
            const contentId = `${baseId}-${entry.id}-content`;
            return (
              <div key={entry.id} className={styles.item} data-state={state}>
                <h3 className={styles.header}>
                  <button
                    type="button"
                    id={triggerId}
                    aria-expanded={open}
                    aria-controls={contentId}
                    data-state={state}
                    className={styles.trigger}
                    onClick={() => setOpenId(open ? null : entry.id)}
                  >
                    {entry.question}
                    <PlusIcon width={28} height={28} className={styles.icon} />
                  </button>
                </h3>
                <div
                  id={contentId}
                  role="region"
                  aria-labelledby={triggerId}
                  data-state={state}
                  hidden={!open}
                  className={styles.content}
                >
                  <div className={styles.answer}>
                    {entry.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </div>
              </div>
            );
          })}
        </div>
        <EmailCapture prompt="Ready to watch? Enter your email to create your account." />
      </div>
    </section>
  );
}
