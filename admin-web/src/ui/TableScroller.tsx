import type { ReactNode } from 'react';
import styles from './Table.module.css';

/**
 * A table's frame: on narrow screens it scrolls sideways, title column pinned. Focusable so that
 * keyboard users can scroll it when it overflows; `busy` while the rows shown are about to change.
 */
export function TableScroller({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    <div
      className={busy ? `${styles.scroller} ${styles.busy}` : styles.scroller}
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
