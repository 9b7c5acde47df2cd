import { isDue } from '../domain/subscription';
import type { SubscriptionState } from '../store/subscriptions';

/**
 * Every member's subscription, in memory: what their pages show (status, period end, cancelled or
 * not) and the sweep's to-do list (when each paid period ends). Loaded once at start and kept
 * current from billing's own subscription events in every replica (and at once by the replica that
 * wrote), so neither a page nor the sweep asks the database. The newest version of a member wins,
 * so a repeated or late event changes nothing.
 */
export function createSubscriptionBook() {
  const states = new Map<string, SubscriptionState>();
  return {
    apply(period: SubscriptionState): void {
      const known = states.get(period.userId);
      if (known && known.version >= period.version) return;
      const { userId, status, currentPeriodEnd, cancelAtPeriodEnd, version } = period;
      states.set(userId, { userId, status, currentPeriodEnd, cancelAtPeriodEnd, version });
    },
    /** The member's subscription; null when they never opened a checkout. */
    get(userId: string): SubscriptionState | null {
      return states.get(userId) ?? null;
    },
    /** Members whose active period is over by `now`, the longest over first, at most `limit`. */
    due(now: Date, limit: number): string[] {
      const due: SubscriptionState[] = [];
      for (const period of states.values()) if (isDue(period, now)) due.push(period);
      return due
        .sort((a, b) => a.currentPeriodEnd!.getTime() - b.currentPeriodEnd!.getTime())
        .slice(0, limit)
        .map((period) => period.userId);
    },
    get size(): number {
      return states.size;
    },
  };
}
export type SubscriptionBook = ReturnType<typeof createSubscriptionBook>;
