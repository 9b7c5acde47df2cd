import * as Accordion from '@radix-ui/react-accordion';
import { PlusIcon } from '@cinevia/ui';
import type { FaqEntry } from '../../landing';
import styles from './FaqAccordion.module.css';

type FaqAccordionProps = {
  entries: FaqEntry[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: 'h2' | 'h3' | 'h4';
};

/** Questions with one answer open at a time; opening the open one again closes it (spec section 4). */
export function FaqAccordion({ entries, headingLevel: Heading }: FaqAccordionProps) {
  return (
    <Accordion.Root type="single" collapsible className={styles.list}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className={styles.item}>
          <Accordion.Header asChild>
            <Heading className={styles.header}>
              <Accordion.Trigger className={styles.trigger}>
                {entry.question}
                <PlusIcon width={22} height={22} className={styles.icon} />
              </Accordion.Trigger>
            </Heading>
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
  );
}
