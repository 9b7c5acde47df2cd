import { useId, useState } from 'react';
import { PlusIcon } from '@cinevia/ui';
import styles from './FaqList.module.css';

export type FaqEntry = { id: string; question: string; answer: string[] };

type FaqListProps = {
  entries: FaqEntry[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: 'h2' | 'h3' | 'h4';
  /** 'landing': the landing page's larger questions on raised panels; 'page': the info pages' bordered cards. */
  look: 'landing' | 'page';
};

/**
 * Questions with one answer open at a time; opening the open one again closes it (spec sections 2
 * and 4). Written out rather than Radix's accordion (9 KB of gzipped JavaScript the landing page's
 * budget has no room for), with its markup: a heading holding a button that says whether its answer
 * is shown, and the answer a region named by that button.
 */
export function FaqList({ entries, headingLevel: Heading, look }: FaqListProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className={styles.list} data-look={look}>
      {entries.map((entry) => {
        const open = openId === entry.id;
        const state = open ? 'open' : 'closed';
        const triggerId = `${baseId}-${entry.id}-trigger`;
        const contentId = `${baseId}-${entry.id}-content`;
        return (
          <div key={entry.id} className={styles.item} data-state={state}>
            <Heading className={styles.header}>
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
                <PlusIcon className={styles.icon} />
              </button>
            </Heading>
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
  );
}
