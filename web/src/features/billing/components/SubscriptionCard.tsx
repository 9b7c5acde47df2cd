import { gql } from '@apollo/client';
import { useState } from 'react';
import { PREMIUM_PRICE_CENTS } from '@cinevia/proto';
import { Button, ButtonLink } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useResumeSubscription } from '../api/useResumeSubscription';
import { subscriptionSummary, type SubscriptionFields } from '../utils/subscriptionSummary';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import styles from './SubscriptionCard.module.css';

export type SubscriptionCardUser = {
  id: string;
  /** Null when billing could not be asked: unknown. */
  isSubscribed: boolean | null;
  subscription: (SubscriptionFields & { __typename: 'Subscription' }) | null;
};

export const SUBSCRIPTION_CARD_USER = gql`
  fragment SubscriptionCard_user on User {
    id
    isSubscribed
    subscription {
      status
      priceCents
      currentPeriodEnd
      cancelAtPeriodEnd
    }
  }
`;

type SubscriptionCardProps = {
  /** Undefined while loading. */
  user: SubscriptionCardUser | undefined;
  /** True when loading failed; `onRetry` asks again. */
  failed: boolean;
  onRetry: () => void;
  className?: string;
};

/**
 * The profile's Subscription card: the plan, whether it is active, its price and next date, and
 * the ways to change it. `id="subscription"` lets Account Settings and /subscribe link to it.
 */
export function SubscriptionCard({ user, failed, onRetry, className }: SubscriptionCardProps) {
  return (
    <section
      id="subscription"
      tabIndex={-1}
      aria-labelledby="subscription-title"
      aria-busy={!user && !failed}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      <h2 id="subscription-title" className={styles.title}>
        Subscription
      </h2>
      {user ? (
        <SubscriptionDetails user={user} />
      ) : failed ? (
        <div role="alert" className={styles.problem}>
          <p>We couldn&apos;t load your subscription.</p>
          <Button variant="secondary" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      ) : (
        <div className={styles.loading}>
          <Spinner label="Loading your subscription" />
        </div>
      )}
    </section>
  );
}

function SubscriptionDetails({ user }: { user: SubscriptionCardUser }) {
  // Billing did not answer: say so, rather than "No active subscription" to someone who pays.
  if (user.isSubscribed === null) {
    return (
      <div role="status" className={styles.problem}>
        <p>Your subscription details are unavailable right now. Your plan is unchanged; try again in a moment.</p>
      </div>
    );
  }
  return <KnownSubscription user={user} isSubscribed={user.isSubscribed} />;
}

function KnownSubscription({ user, isSubscribed }: { user: SubscriptionCardUser; isSubscribed: boolean }) {
  const summary = subscriptionSummary(isSubscribed, user.subscription, PREMIUM_PRICE_CENTS);
  const resume = useResumeSubscription(user.id);
  const [resuming, setResuming] = useState(false);

  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Plan</dt>
          <dd>{summary.plan}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Status</dt>
          <dd>
            <span className={`${styles.status} ${summary.active ? styles.active : ''}`}>{summary.status}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Price</dt>
          <dd>{summary.price}</dd>
        </div>
      </dl>

      {summary.active ? (
        <div className={styles.manage}>
          {summary.renewal && (
            <p className={styles.renewal}>
              {summary.renewal}
              {summary.cancelling && (
                <span className={styles.renewalNote}> Your plan will not renew; resume it to keep Premium.</span>
              )}
            </p>
          )}
          <div role="group" aria-labelledby="manage-subscription-title" className={styles.actions}>
            <h3 id="manage-subscription-title" className={styles.manageTitle}>
              Manage Subscription
            </h3>
            {summary.cancelling ? (
              <Button
                disabled={resuming}
                onClick={() => {
                  setResuming(true);
                  void resume().finally(() => setResuming(false));
                }}
              >
                {resuming ? 'Resuming...' : 'Resume Subscription'}
              </Button>
            ) : (
              <CancelSubscriptionDialog userId={user.id} accessUntil={summary.accessUntil} />
            )}
          </div>
        </div>
      ) : (
        <div className={styles.manage}>
          <p className={styles.pitch}>Premium gives you every film and series, in HD and 4K, with no ads.</p>
          <ButtonLink to="/subscribe" className={styles.subscribe}>
            Subscribe Now
          </ButtonLink>
        </div>
      )}
    </>
  );
}
