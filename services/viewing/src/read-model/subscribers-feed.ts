import type { NatsConnection } from 'nats';
import { billingEvents } from '@cinevia/proto';
import { on, startReplayedReadModel, type Logger, type Subscription } from '@cinevia/service-kit';
import type { SubscriberBook } from './subscribers';

/** Billing's subscription events, whatever the change, applied to the book (newest version wins). */
export const subscriberEvents = (book: SubscriberBook): Subscription[] =>
  [billingEvents.subscriptionActivated, billingEvents.subscriptionUpdated, billingEvents.subscriptionEnded].map(
    (contract) =>
      on(contract, async (event) => {
        const { userId, status, currentPeriodEnd, version } = event.data;
        book.apply({ userId, status, currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null, version });
      }),
  );

/** Keeps this replica's subscriber book current from billing's stream (replayed, then followed). */
export function startSubscribersFeed(options: { nc: NatsConnection; book: SubscriberBook; logger: Logger }) {
  const { nc, book, logger } = options;
  return startReplayedReadModel({
    name: 'viewing subscribers',
    nc,
    service: 'billing',
    subscriptions: subscriberEvents(book),
    logger,
  });
}
