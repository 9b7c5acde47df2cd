import type { ReactNode } from 'react';
import styles from './Facts.module.css';

export type Fact = readonly [label: string, value: ReactNode];

/**
 * Facts side by side: each a small upper-case label over its value (a member's name and email, a
 * plan's status, a film's year). The columns are the user's: `--facts-columns`, and on a phone
 * `--facts-columns-narrow` (one column unless set).
 */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `${styles.facts} ${className}` : styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
