import { Button } from './Button';
import styles from './LoadError.module.css';

type LoadErrorProps = {
  title: string;
  message?: string;
  onRetry: () => void;
};

/** What a page shows when its data could not be fetched: what failed, and a way to try again. */
export function LoadError({ title, message = 'Check your connection and try again.', onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={styles.error}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.message}>{message}</p>
      <Button size="lg" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
