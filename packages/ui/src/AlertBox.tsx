import type { ReactNode } from 'react';
import styles from './AlertBox.module.css';
import { SupportReference } from './SupportReference';

type AlertBoxProps = {
  /** What went wrong. */
  children: ReactNode;
  /** The failed request's error: its reference is shown under what went wrong. */
  error?: unknown;
  /** The way on, below: usually Try Again. */
  action?: ReactNode;
};

/**
 * A failure inside a card, boxed in red and read out at once: what went wrong and, usually, a Try
 * Again (a payment that could not start, a request not saved yet).
 */
export function AlertBox({ children, error, action }: AlertBoxProps) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
      <SupportReference error={error} className={styles.reference} />
      {action}
    </div>
  );
}
