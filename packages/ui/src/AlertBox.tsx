import type { ReactNode } from 'react';
import styles from './AlertBox.module.css';

/**
 * A failure inside a card, boxed in red and read out at once: what went wrong and, usually, a Try
 * Again (a payment that could not start, a request not saved yet).
 */
export function AlertBox({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}
