import { z } from 'zod';

/** The periods admin-web's Insights offers: the last day, week or month, today included. */
export const INSIGHTS_PERIODS = [1, 7, 30] as const;
export type InsightsPeriod = (typeof INSIGHTS_PERIODS)[number];

const DAYS_MESSAGE = 'Days must be 1, 7 or 30';

/** The number of days asked for, as GraphQL's `insights(days:)` takes it. */
export const insightsDays = z
  .number({ error: DAYS_MESSAGE })
  .refine((days): days is InsightsPeriod => (INSIGHTS_PERIODS as readonly number[]).includes(days), DAYS_MESSAGE);

/** GET /api/admin/insights?days= (7 when left out). */
export const insightsQuery = z.object({
  days: z.coerce.number({ error: DAYS_MESSAGE }).pipe(insightsDays).default(7),
});

/** What viewers did with one title, or with every title, over a day or a period. */
export const watchFigures = z.object({
  /** Times a profile began watching (again after a 30-minute pause). */
  plays: z.number().int(),
  hoursWatched: z.number(),
  /** Of the plays, the share that reached 90 % of the title (0 when none). */
  completionRate: z.number(),
  thumbsUp: z.number().int(),
  loves: z.number().int(),
  thumbsDown: z.number().int(),
});

export const insightsBody = z.object({
  days: z.number().int(),
  totals: watchFigures.extend({ newSubscribers: z.number().int() }),
  /** One entry a day, oldest first, each day as UTC counts it (YYYY-MM-DD). */
  perDay: z.array(watchFigures.extend({ day: z.string(), newSubscribers: z.number().int() })),
  /** The most played titles of the period (up to 50), with their figures. */
  topTitles: z.array(watchFigures.extend({ videoId: z.string(), title: z.string().nullable() })),
});
export type InsightsBody = z.infer<typeof insightsBody>;
