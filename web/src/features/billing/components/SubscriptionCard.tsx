import { useState } from 'react';
import { PREMIUM_PRICE_CENTS } from '@cinevia/proto';
import { Button, ButtonLink, Card, CardHeader, Facts, LoadError, Spinner } from '@cinevia/ui';
import { useChangeSubscription } from '../api/useChangeSubscription';
import { subscriptionSummary } from '../utils/subscriptionSummary';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import styles from './SubscriptionCard.module.css';
import { graphql } from '../../../__generated__';
import type { SubscriptionCard_UserFragment } from '../../../__generated__/graphql';

export type SubscriptionCardUser = SubscriptionCard_UserFragment;

export const SUBSCRIPTION_CARD_USER = graphql(`
  fragment SubscriptionCard_user on User {
    id
    isSubscribed
    subscription {
      ...SubscriptionFields
    }
  }
`);

type SubscriptionCardProps = {
  /** Undefined while loading. */
  user: SubscriptionCardUser | undefined;
  /** True when nothing came; `onRetry` asks again (also when the member came without billing's part). */
  failed: boolean;
  /** Why nothing (or only part) came: its reference is shown with the failure. */
  error?: unknown;
  onRetry: () => void;
};

/**
 * The profile's Subscription card: the plan, whether it is active, its price and next date, and
 * the ways to change it. `id="subscription"` lets Account Settings and /subscribe link to it.
 */
export function SubscriptionCard({ user, failed, error, onRetry }: SubscriptionCardProps) {
  return (
    <Card
      id="subscription"
      tabIndex={-1}
      aria-labelledby="subscription-title"
      aria-busy={!user && !failed}
      className={styles.card}
    >
      <CardHeader title="Subscription" titleId="subscription-title" />
      {user ? (
        <SubscriptionDetails user={user} error={error} onRetry={onRetry} />
      ) : failed ? (
        <LoadError variant="card" title="We couldn't load your subscription" error={error} onRetry={onRetry} />
      ) : (
        <div className={styles.loading}>
          <Spinner label="Loading your subscription" />
        </div>
      )}
    </Card>
  );
}

function SubscriptionDetails({
  user,
  error,
  onRetry,
}: {
  user: SubscriptionCardUser;
  error: unknown;
  onRetry: () => void;
}) {
  // Billing did not answer: say so, rather than "No active subscription" to someone who pays.
  if (user.isSubscribed === null) {
    return (
      <LoadError
        variant="card"
        title="Your subscription details are unavailable right now"
        message="Your plan is unchanged. Try again in a moment."
        error={error}
        onRetry={onRetry}
      />
    );
  }
  return <KnownSubscription user={user} isSubscribed={user.isSubscribed} />;
}

function KnownSubscription({ user, isSubscribed }: { user: SubscriptionCardUser; isSubscribed: boolean }) {
  const summary = subscriptionSummary(isSubscribed, user.subscription, PREMIUM_PRICE_CENTS);
  const resume = useChangeSubscription(user.id, 'resume');
  const [resuming, setResuming] = useState(false);
  const status = <span className={`${styles.status} ${summary.active ? styles.active : ''}`}>{summary.status}</span>;

  return (
    <>
      <Facts
        facts={[
          ['Plan', summary.plan],
          ['Status', status],
          ['Price', summary.price],
        ]}
      />

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
