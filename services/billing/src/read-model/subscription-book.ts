import { createHeld } from '@cinevia/service-kit';
import type { SubscriptionState } from '../store/subscriptions';

/**
 * The subscriptions of the members in use, in memory: what their pages show (status, period end,
 * cancelled or not). A member's is read by `_id` the first time a request on this replica needs it,
 * then kept current from billing's own subscription events (and at once by the replica that wrote)
 * until let go (the kit's `createHeld`: least recently used beyond `most`, once idle). The newest
 * version wins, so a repeated, late or raced event or read changes nothing.
 */
export function createSubscriptionBook(options: {
  /** Reads a member's subscription by `_id`. */
  read: (userId: string) => Promise<SubscriptionState | null>;
  most: number;
  keptWhileUsedMs?: number;
  now?: () => number;
}) {
  const { read, most, keptWhileUsedMs, now } = options;
  const states = new Map<string, SubscriptionState>();
  const held = createHeld({ most, keptWhileUsedMs, now, letGo: (userId) => states.delete(userId) });

  function keepNewer(period: SubscriptionState): void {
    const known = states.get(period.userId);
    if (known && known.version >= period.version) return;
    const { userId, status, currentPeriodEnd, cancelAtPeriodEnd, version } = period;
    states.set(userId, { userId, status, currentPeriodEnd, cancelAtPeriodEnd, version });
  }

  return {
    /** A change from billing's events: kept for a member held (or being read); skipped otherwise. */
    apply(period: SubscriptionState): void {
      if (held.has(period.userId)) keepNewer(period);
    },
    /** A subscription this replica read or wrote whole: held. */
    wrote(period: SubscriptionState): void {
      held.touch(period.userId, { loaded: true });
      keepNewer(period);
    },
    /** The member's subscription, read by `_id` the first time; null when they never opened a checkout. */
    async get(userId: string): Promise<SubscriptionState | null> {
      await held.ensure(userId, async () => {
        const stored = await read(userId);
        if (stored) keepNewer(stored);
      });
      return states.get(userId) ?? null;
    },
    get size(): number {
      return held.size;
    },
  };
}
export type SubscriptionBook = ReturnType<typeof createSubscriptionBook>;
