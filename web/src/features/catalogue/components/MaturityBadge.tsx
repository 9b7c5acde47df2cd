import styles from './MaturityBadge.module.css';

/** A film's maturity rating (All, 7+ … 18+) in a small box, read out as "Maturity rating 13+". */
export function MaturityBadge({ rating }: { rating: string }) {
  return (
    <span className={styles.badge}>
      <span className="visually-hidden">Maturity rating </span>
      {rating}
    </span>
  );
}
