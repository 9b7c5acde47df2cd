import type { z } from 'zod';
import { billingEvents, type Envelope } from '@cinevia/proto';
import { on, startReadModel, type Logger, type ReadModelFeed } from '@cinevia/service-kit';
import type { SubscriptionStore } from '../store/subscriptions';
import type { SubscriptionBook } from './subscription-book';

type NatsConnection = Parameters<typeof startReadModel>[0]['nc'];
type SubscriptionSnapshot = z.infer<typeof billingEvents.subscriptionUpdated.data>;

/**
 * Loads every paid period at start and follows `billing.subscription.*` from then on, through this
 * process's own ordered consumer: every replica sees every change, whichever replica made it.
 */
export function startSubscriptionBookFeed(options: {
  nc: NatsConnection;
  subscriptions: SubscriptionStore;
  book: SubscriptionBook;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { nc, subscriptions, book, logger } = options;
  const apply = async ({ data }: Envelope<SubscriptionSnapshot>) =>
    book.apply({
      userId: data.userId,
      status: data.status,
      currentPeriodEnd: data.currentPeriodEnd ? new Date(data.currentPeriodEnd) : null,
      cancelAtPeriodEnd: data.cancelAtPeriodEnd,
      version: data.version,
    });
  return startReadModel({
    name: 'billing subscription book',
    nc,
    logger,
    subscriptions: [
      on(billingEvents.subscriptionCheckoutStarted, apply),
      on(billingEvents.subscriptionActivated, apply),
      on(billingEvents.subscriptionUpdated, apply),
      on(billingEvents.subscriptionEnded, apply),
    ],
    load: () => subscriptions.loadSubscriptionStates((period) => book.apply(period)),
  });
}
