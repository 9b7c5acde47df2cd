import { z } from 'zod';
import { episode, seriesSummary } from '../catalogue/series';
import { video } from '../catalogue/video';
import { stringField } from '../shared/text';

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

/** POST /api/watch-progress */
export const watchProgressBody = z
  .object({
    videoId,
    progress: seconds('Progress'),
    duration: seconds('Duration').positive('Duration must be positive'),
    /** When the player took the position, by its clock (ms since 1970): the newest save wins. */
    savedAt: z
      .number({ error: 'Saved at must be a time in milliseconds' })
      .int('Saved at must be a time in milliseconds')
      .min(0, 'Saved at must be a time in milliseconds')
      .optional(),
  })
  .refine((body) => body.progress <= body.duration, {
    message: 'Progress must not exceed the duration',
    path: ['progress'],
  });
export type WatchProgressBody = z.infer<typeof watchProgressBody>;

/** POST /api/watchlist */
export const watchlistBody = z.object({ videoId });
export type WatchlistBody = z.infer<typeof watchlistBody>;

/** GET /api/watch-progress items. */
export const watchProgressItem = z.object({
  videoId: z.string(),
  progress: z.number(),
  duration: z.number(),
  updatedAt: z.iso.datetime(),
  video: video.nullable(),
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
