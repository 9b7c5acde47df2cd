import { PREMIUM_FEATURES, PREMIUM_PRICE_CENTS } from '@cinevia/proto';
import { Card, CheckIcon } from '@cinevia/ui';
import { formatPrice } from '../utils/formatPrice';
import styles from './PlanCard.module.css';

/** The one plan there is: Premium, its monthly price and what it includes (spec section 2). */
export function PlanCard({ className }: { className?: string }) {
  return (
    <Card
      size="lg"
      featured
      className={[styles.plan, className].filter(Boolean).join(' ')}
      aria-labelledby="plan-title"
    >
      <p className={styles.badge}>RECOMMENDED</p>
      <h2 id="plan-title" className={styles.name}>
        Premium
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(PREMIUM_PRICE_CENTS, { whole: true })}</span>
        <span className={styles.period}>/month</span>
      </p>
      <ul className={styles.features} aria-label="Included in Premium">
        {PREMIUM_FEATURES.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon className={styles.check} width={18} height={18} />
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  );
}
