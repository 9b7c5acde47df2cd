import type { ReactNode } from 'react';
import { Spinner } from './Spinner';
import styles from './PageState.module.css';
import { SupportReference } from './SupportReference';

type Frame = {
  /** In a panel, outlined where its rows would be; otherwise on the page itself. */
  boxed?: boolean;
};

type PageStateProps = Frame & {
  title: string;
  /** The title's element: `h2` under the page's heading, `h1` when it is the page's only content, `p` in a card. */
  heading?: 'h1' | 'h2' | 'p';
  icon?: ReactNode;
  /** A line or two on what to do. */
  children?: ReactNode;
  /** A way on: Try Again, Browse Content… */
  action?: ReactNode;
  /** Read out at once (a failure). */
  alert?: boolean;
  /** The failed request's error, with `alert`: its reference is shown under the text. */
  error?: unknown;
};

/** What a page or panel shows instead of its content: empty, nothing found, or could not load. */
export function PageState({
  title,
  heading: Heading = 'h2',
  icon,
  children,
  action,
  alert,
  error,
  boxed,
}: PageStateProps) {
  return (
    <div className={boxed ? `${styles.state} ${styles.boxed}` : styles.state} role={alert ? 'alert' : undefined}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <p className={styles.text}>{children}</p>}
      <SupportReference error={error} className={styles.reference} />
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

/** The same place while the content loads: a spinner, with what it waits for. */
export function LoadingState({ label, boxed }: Frame & { label: string }) {
  return (
    <div className={boxed ? `${styles.state} ${styles.boxed}` : styles.state}>
      <Spinner label={label} />
    </div>
  );
}
