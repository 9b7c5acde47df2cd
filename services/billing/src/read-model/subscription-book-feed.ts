import type { z } from 'zod';
import { billingEvents, type Envelope } from '@cinevia/proto';
import { on, type ReadModel } from '@cinevia/service-kit';
import type { SubscriptionBook } from './subscription-book';

type SubscriptionSnapshot = z.infer<typeof billingEvents.subscriptionUpdated.data>;

/**
 * Follows `billing.subscription.*` through this process's own ordered consumer: every replica holding
 * a member sees their every change, whichever replica made it.
 */
export function subscriptionBookFeed(book: SubscriptionBook): ReadModel {
  const apply = async ({ data }: Envelope<SubscriptionSnapshot>) =>
    book.apply({
      userId: data.userId,
      status: data.status,
      currentPeriodEnd: data.currentPeriodEnd ? new Date(data.currentPeriodEnd) : null,
      cancelAtPeriodEnd: data.cancelAtPeriodEnd,
      version: data.version,
    });
  return {
    name: 'billing subscription book',
    subscriptions: [
      on(billingEvents.subscriptionCheckoutStarted, apply),
      on(billingEvents.subscriptionActivated, apply),
      on(billingEvents.subscriptionUpdated, apply),
      on(billingEvents.subscriptionEnded, apply),
    ],
  };
}
