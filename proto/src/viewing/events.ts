import { z } from 'zod';
import { defineEvent } from '../shared/envelope';
import { titleRating } from './progress-saves';

/**
 * A member's My List after a change, whole: every viewing replica keeps every member's list in
 * memory and takes the newest version, so a duplicate or a late event changes nothing.
 */
export const listChanged = defineEvent(
  'viewing.list.changed',
  z.object({
    /** The account's member id. */
    userId: z.string(),
    /** Whose list: the profile's id (`profileOfRecord`: absent on events from before profiles). */
    profileId: z.string().optional(),
    /** Newest first is not promised: readers order by `addedAt`. */
    entries: z.array(z.object({ videoId: z.string(), addedAt: z.iso.datetime() })),
    /** Increases with every change of this member's list. */
    version: z.number().int().positive(),
  }),
);

/**
 * A profile's thumbs for a film or a series, once stored (null: cleared). Announced again when a
 * store is repeated: readers keep the newest `ratedAt` per profile and title, so a duplicate changes nothing.
 */
export const ratingChanged = defineEvent('viewing.rating.changed', titleRating.required({ profileId: true }));
