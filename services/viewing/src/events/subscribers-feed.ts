import type { NatsConnection } from 'nats';
import { billingEvents } from '@cinevia/proto';
import { on, replayStream, startReadModel, type Logger, type Subscription } from '@cinevia/service-kit';
import type { SubscriberBook } from '../domain/subscribers';

/** Billing's subscription events, whatever the change, applied to the book (newest version wins). */
export const subscriberEvents = (book: SubscriberBook): Subscription[] =>
  [billingEvents.subscriptionActivated, billingEvents.subscriptionUpdated, billingEvents.subscriptionEnded].map(
    (contract) =>
      on(contract, async (event) => {
        const { userId, status, currentPeriodEnd, version } = event.data;
        book.apply({ userId, status, currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null, version });
      }),
  );

/**
 * Keeps the subscriber book of this replica current: billing's stream replayed from its start (its
 * whole published history, as the films read model replays the catalogue's), then followed by an
 * ordered consumer of this replica. No copy in a database: a copy written by a shared durable
 * consumer and read at start could miss an event published just before the feed's starting point.
 */
export function startSubscribersFeed(options: { nc: NatsConnection; book: SubscriberBook; logger: Logger }) {
  const { nc, book, logger } = options;
  return startReadModel({
    name: 'viewing subscribers',
    nc,
    subscriptions: subscriberEvents(book),
    load: async () => {
      const events = await replayStream({ nc, service: 'billing', subscriptions: subscriberEvents(book), logger });
      logger.info({ events, members: book.size }, 'subscriber book loaded from the billing stream');
    },
    logger,
  });
}
