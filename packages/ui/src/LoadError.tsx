import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './LoadError.module.css';
import { SupportReference } from './SupportReference';

type LoadErrorProps = {
  title: string;
  message?: string;
  onRetry: () => void;
  /**
   * `page` (the default) stands in for a whole page's content, centred under the page's heading;
   * `card` stands in for one card's content, under the card's own h2 (so its title is an h3).
   */
  variant?: 'page' | 'card';
  /** The failed request's error: its reference is shown under the message. */
  error?: unknown;
  /** Another way on beside Try Again (a link home, say). */
  children?: ReactNode;
};

/**
 * What a page or a card shows when its data could not be fetched: what failed, and a way to try
 * again. When one service is away, it says that part is "unavailable right now" and the rest of
 * the page shows what came.
 */
export function LoadError({
  title,
  message = 'Check your connection and try again.',
  onRetry,
  variant = 'page',
  error,
  children,
}: LoadErrorProps) {
  const Title = variant === 'card' ? 'h3' : 'h2';
  return (
    <div role="alert" className={`${styles.error} ${styles[variant]}`}>
      <Title className={styles.title}>{title}</Title>
      <div className={styles.text}>
        <p className={styles.message}>{message}</p>
        <SupportReference error={error} />
      </div>
      <div className={styles.actions}>
        <Button
          size={variant === 'card' ? 'md' : 'lg'}
          variant={variant === 'card' ? 'secondary' : 'primary'}
          onClick={onRetry}
        >
          Try Again
        </Button>
        {children}
      </div>
    </div>
  );
}
