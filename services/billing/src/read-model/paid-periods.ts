import { isDue } from '../domain/subscription';
import type { PaidPeriod } from '../store/subscriptions';

/**
 * The sweep's to-do list, in memory: when each member's paid period ends. Loaded once at start and
 * kept current from billing's own subscription events in every replica, so the sweep never asks
 * the database which periods are over (that would read every subscription). The newest version of
 * a member wins, so a repeated or late event changes nothing.
 */
export function createPaidPeriods() {
  const periods = new Map<string, PaidPeriod>();
  return {
    apply(period: PaidPeriod): void {
      const known = periods.get(period.userId);
      if (known && known.version >= period.version) return;
      const { userId, status, currentPeriodEnd, version } = period;
      periods.set(userId, { userId, status, currentPeriodEnd, version });
    },
    /** Members whose active period is over by `now`, the longest over first, at most `limit`. */
    due(now: Date, limit: number): string[] {
      const due: PaidPeriod[] = [];
      for (const period of periods.values()) if (isDue(period, now)) due.push(period);
      return due
        .sort((a, b) => a.currentPeriodEnd!.getTime() - b.currentPeriodEnd!.getTime())
        .slice(0, limit)
        .map((period) => period.userId);
    },
    get size(): number {
      return periods.size;
    },
  };
}
export type PaidPeriods = ReturnType<typeof createPaidPeriods>;
