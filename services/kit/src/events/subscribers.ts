import type { NatsConnection } from 'nats';
import { billingEvents, hasPremiumAccess, type SubscriptionStatus } from '@cinevia/proto';
import type { Logger } from '../logger';
import { on, type Subscription } from './consumer';
import { startReplayedReadModel } from './read-model';

/**
 * Who has Premium, as far as a process that reads billing's events knows: a projection of
 * billing's subscription events, never a call to billing. Events carry a version, so a late,
 * out-of-order one changes nothing.
 */
export interface SubscriberState {
  userId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  version: number;
}

/**
 * Every member's subscription state, in this process's memory (viewing's My List rule). A state counts only when its version is newer than the one held, so a
 * duplicate or a late, older event changes nothing.
 */
export function createSubscriberBook() {
  const states = new Map<string, SubscriberState>();
  return {
    /** True when the state was newer than the one held. */
    apply(state: SubscriberState): boolean {
      const held = states.get(state.userId);
      if (held && held.version >= state.version) return false;
      states.set(state.userId, state);
      return true;
    },
    of: (userId: string): SubscriberState | null => states.get(userId) ?? null,
    /** Whether the member has Premium now. */
    hasPremium: (userId: string, now: Date): boolean => hasPremiumAccess(states.get(userId) ?? null, now),
    get size() {
      return states.size;
    },
  };
}
export type SubscriberBook = ReturnType<typeof createSubscriberBook>;

/** Billing's subscription events, whatever the change, each told as the member's new state. */
export const subscriberEvents = (changed: (state: SubscriberState) => void): Subscription[] =>
  [billingEvents.subscriptionActivated, billingEvents.subscriptionUpdated, billingEvents.subscriptionEnded].map(
    (contract) =>
      on(contract, async (event) => {
        const { userId, status, currentPeriodEnd, version } = event.data;
        changed({ userId, status, currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null, version });
      }),
  );

/** Keeps a subscriber book current from billing's stream (replayed, then followed). */
export function startSubscribersFeed(options: {
  name: string;
  nc: NatsConnection;
  book: SubscriberBook;
  logger: Logger;
}) {
  const { name, nc, book, logger } = options;
  return startReplayedReadModel({
    name,
    nc,
    service: 'billing',
    subscriptions: subscriberEvents(book.apply),
    logger,
  });
}
