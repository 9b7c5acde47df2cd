import { createWatchTally, dayOf, type StreamedRecord } from '../domain/insights';
import type { InsightsStore } from '../store/insights';

/**
 * Counts what the progress writer's batches carry into the day documents of admin-web's Insights:
 * the records a day has not counted yet (its `through`), tallied in stream order and added once.
 */
export function createInsightsCounter(store: InsightsStore) {
  const tally = createWatchTally();
  return async (records: readonly StreamedRecord[]): Promise<void> => {
    if (records.length === 0) return;
    const counted = await store.countedThrough(records.map((streamed) => dayOf(streamed.at)));
    const fresh = records.filter((streamed) => streamed.sequence > counted.get(dayOf(streamed.at))!);
    const through = new Map<string, number>();
    for (const { sequence, at } of fresh) through.set(dayOf(at), Math.max(through.get(dayOf(at)) ?? 0, sequence));
    for (const [day, titles] of tally.take(fresh)) await store.add(day, titles, through.get(day)!);
  };
}
export type InsightsCounter = ReturnType<typeof createInsightsCounter>;
