import { z } from 'zod';
import { episode, seriesSummary } from '../catalogue/series';
import { video } from '../catalogue/video';
import { stringField } from '../shared/text';
import { RATINGS } from './progress-saves';

import { MAX_DURATION_SECONDS } from './limits';

// In a module of their own, without zod, so the web app's player can read them without loading zod.
export { CONTINUE_WATCHING_MAX_FRACTION, MAX_DURATION_SECONDS, PROGRESS_SAVE_INTERVAL_MS } from './limits';

const seconds = (label: string) =>
  z
    .number({ error: `${label} must be a number of seconds` })
    .finite(`${label} must be a number of seconds`)
    .min(0, `${label} must not be negative`)
    .max(MAX_DURATION_SECONDS, `${label} must be at most 12 hours`);

const videoId = stringField('Video id').min(1, 'Video id is required').max(100, 'Video id is too long');

const clientTime = (label: string) =>
  z
    .number({ error: `${label} must be a time in milliseconds` })
    .int(`${label} must be a time in milliseconds`)
    .min(0, `${label} must be a time in milliseconds`)
    .optional();

/** POST /api/watch-progress */
export const watchProgressBody = z
  .object({
    videoId,
    progress: seconds('Progress'),
    duration: seconds('Duration').positive('Duration must be positive'),
    /** When the player took the position, by its clock (ms since 1970): the newest save wins. */
    savedAt: clientTime('Saved at'),
  })
  .refine((body) => body.progress <= body.duration, {
    message: 'Progress must not exceed the duration',
    path: ['progress'],
  });
export type WatchProgressBody = z.infer<typeof watchProgressBody>;

/** POST /api/watchlist */
export const watchlistBody = z.object({ videoId });
export type WatchlistBody = z.infer<typeof watchlistBody>;

/** The most entries a page of history holds. */
export const HISTORY_PAGE_MAX = 50;

/** GET /api/history's query, and the GraphQL field's arguments: a page of history, newest first. */
export const historyQuery = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(HISTORY_PAGE_MAX, `Page size must be at most ${HISTORY_PAGE_MAX}`)
    .default(20),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

/**
 * DELETE /api/history/:videoId and DELETE /api/history (without `videoId`): a title, or all, out of
 * the profile's history. `at`: when, by the client's clock (ms), so it is ordered with its player's saves.
 */
export const historyRemovalInput = z.object({ videoId: videoId.optional(), at: clientTime('At') });
export type HistoryRemovalInput = z.infer<typeof historyRemovalInput>;

/** PUT /api/ratings/:videoId: the profile's thumbs for a film or a series, or null to clear them. */
export const ratingBody = z.object({
  rating: z.enum(RATINGS, { error: 'Rating must be "down", "up", "love" or null' }).nullable(),
});
export type RatingBody = z.infer<typeof ratingBody>;

/** PUT /api/ratings/:videoId's answer. */
export const ratedTitle = z.object({ videoId: z.string(), rating: z.enum(RATINGS).nullable() });

/** GraphQL's rateTitle: the title, the choice, and when (the client's clock, ms). */
export const ratingInput = ratingBody.extend({ videoId, at: clientTime('At') });

/** GET /api/watch-progress items. */
export const watchProgressItem = z.object({
  videoId: z.string(),
  progress: z.number(),
  duration: z.number(),
  updatedAt: z.iso.datetime(),
  video: video.nullable(),
});

/** GET /api/history: a page of the profile's viewing activity, each entry a film (`video`) or an episode. */
export const historyPageBody = z.object({
  entries: z.array(
    watchProgressItem.extend({
      episode: z
        .object({
          id: z.string(),
          number: z.number().int(),
          seasonNumber: z.number().int(),
          title: z.string(),
          series: z.object({ id: z.string(), title: z.string() }),
        })
        .nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/watchlist items: a film (`video`) or a series (`series`), the other null. */
export const watchlistItem = z.object({
  videoId: z.string(),
  addedAt: z.iso.datetime(),
  video: video.nullable(),
  series: seriesSummary.nullable(),
});

/**
 * GET /api/series/{id}/next: the episode the profile plays next (the rule in next-episode.ts), with
 * where it stopped in it; `next` is null once the profile has finished the series.
 */
export const nextEpisodeReply = z.object({
  seriesId: z.string(),
  next: z
    .object({
      action: z.enum(['resume', 'play']),
      seasonNumber: z.number().int(),
      episode: episode.extend({
        progress: z.object({ progress: z.number(), duration: z.number(), updatedAt: z.iso.datetime() }).nullable(),
      }),
    })
    .nullable(),
});
export type NextEpisodeReply = z.infer<typeof nextEpisodeReply>;
