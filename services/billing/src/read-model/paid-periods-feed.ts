import type { z } from 'zod';
import { billingEvents, type Envelope } from '@cinevia/proto';
import { on, startReadModel, type Logger, type ReadModelFeed } from '@cinevia/service-kit';
import type { SubscriptionStore } from '../store/subscriptions';
import type { PaidPeriods } from './paid-periods';

type NatsConnection = Parameters<typeof startReadModel>[0]['nc'];
type SubscriptionSnapshot = z.infer<typeof billingEvents.subscriptionUpdated.data>;

/**
 * Loads every paid period at start and follows `billing.subscription.*` from then on, through this
 * process's own ordered consumer: every replica sees every change, whichever replica made it.
 */
export function startPaidPeriodsFeed(options: {
  nc: NatsConnection;
  subscriptions: SubscriptionStore;
  periods: PaidPeriods;
  logger: Logger;
}): Promise<ReadModelFeed> {
  const { nc, subscriptions, periods, logger } = options;
  const apply = async ({ data }: Envelope<SubscriptionSnapshot>) =>
    periods.apply({
      userId: data.userId,
      status: data.status,
      currentPeriodEnd: data.currentPeriodEnd ? new Date(data.currentPeriodEnd) : null,
      cancelAtPeriodEnd: data.cancelAtPeriodEnd,
      version: data.version,
    });
  return startReadModel({
    name: 'billing paid periods',
    nc,
    logger,
    subscriptions: [
      on(billingEvents.subscriptionCheckoutStarted, apply),
      on(billingEvents.subscriptionActivated, apply),
      on(billingEvents.subscriptionUpdated, apply),
      on(billingEvents.subscriptionEnded, apply),
    ],
    load: () => subscriptions.loadPaidPeriods((period) => periods.apply(period)),
  });
}
