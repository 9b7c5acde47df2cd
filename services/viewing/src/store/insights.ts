import { Schema, type Connection } from 'mongoose';
import { NO_COUNTS, type DayCounts, type TitleCounts } from '../domain/insights';

/**
 * insights: one document a day (`_id` = the UTC day, YYYY-MM-DD), what viewers did with each title
 * that day, written by the progress writer alone (one replica at a time, a lease) and read by `_id`
 * when the administrator opens Insights: never a query over progress.
 * `through` is the last progress-saves sequence counted in the day, so a batch offered again after a
 * crash (written here, not yet acknowledged) is not counted twice.
 */
interface InsightsDayDocument {
  _id: string;
  through: number;
  titles: Record<string, TitleCounts>;
}

const insightsDaySchema = new Schema<InsightsDayDocument>(
  {
    _id: { type: String, required: true },
    through: { type: Number, required: true },
    titles: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'insights', versionKey: false, minimize: false },
);

function merged(stored: Record<string, TitleCounts>, counts: DayCounts): Record<string, TitleCounts> {
  const titles = { ...stored };
  for (const [videoId, added] of counts) {
    const known = titles[videoId] ?? NO_COUNTS;
    titles[videoId] = Object.fromEntries(
      (Object.keys(NO_COUNTS) as (keyof TitleCounts)[]).map((name) => [name, (known[name] ?? 0) + added[name]]),
    ) as unknown as TitleCounts;
  }
  return titles;
}

export function createInsightsStore(connection: Connection) {
  const Days = connection.model<InsightsDayDocument>('InsightsDay', insightsDaySchema);
  const read = (day: string) => Days.findById(day).lean<InsightsDayDocument>().exec();

  return {
    /** The last sequence counted in each day (0: none yet), for the writer to leave out what was counted. */
    async countedThrough(days: Iterable<string>): Promise<Map<string, number>> {
      const unique = [...new Set(days)];
      const stored = await Promise.all(unique.map(read));
      return new Map(unique.map((day, index) => [day, stored[index]?.through ?? 0]));
    },
    /** Adds a day's counts, and notes them counted up to `through`. */
    async add(day: string, counts: DayCounts, through: number): Promise<void> {
      const stored = await read(day);
      const titles = merged(stored?.titles ?? {}, counts);
      await Days.updateOne({ _id: day }, { $set: { titles, through } }, { upsert: true });
    },
    /** The days' counts by title, read by `_id` (a day nothing was watched on has none). */
    async days(days: readonly string[]): Promise<Record<string, TitleCounts>[]> {
      const stored = await Promise.all(days.map(read));
      return stored.map((day) => day?.titles ?? {});
    },
  };
}
export type InsightsStore = ReturnType<typeof createInsightsStore>;
