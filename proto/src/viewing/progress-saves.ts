import { z } from 'zod';

/**
 * Progress saves travel as commands through their own JetStream stream (not the viewing events
 * stream): the gateway and viewing's `saveWatchProgress` publish them, answered once JetStream has
 * them, and viewing applies them behind. A save stays in the stream until viewing has stored it.
 */
export const PROGRESS_SAVES = {
  stream: 'PROGRESS_SAVES',
  subjects: 'saves.progress.>',
  /** The durable consumer through which viewing writes saves to its database. */
  writer: 'viewing_progress_writer',
} as const;

/** A member's ids are UUIDs, so one is a subject token: the writer learns whose save it is unparsed. */
const SUBJECT_TOKEN = /^[A-Za-z0-9_-]+$/;

export function progressSaveSubject(userId: string): string {
  if (!SUBJECT_TOKEN.test(userId)) throw new Error('A member id must be a subject token');
  return `saves.progress.${userId}`;
}

export const memberOfProgressSubject = (subject: string): string => subject.slice('saves.progress.'.length);

/**
 * Whose record a list change or a progress save is: its profile. Events and saves from before
 * profiles name only `userId`, which was the account's first profile (its id is the member's).
 */
export const profileOfRecord = (record: { userId: string; profileId?: string | undefined }): string =>
  record.profileId ?? record.userId;

/** A client's clock is trusted this far ahead of ours; beyond it the save is stamped with our time. */
export const SAVED_AT_MAX_AHEAD_MS = 60_000;

/**
 * One save, as published: the account and whose progress (its profile: `profileOfRecord`, as saves
 * published before profiles name only the member, whose id is their first profile's), the film and
 * where they are, stamped by the client's clock.
 */
export const progressSave = z.object({
  userId: z.string().min(1),
  profileId: z.string().min(1).optional(),
  videoId: z.string().min(1),
  progress: z.number().finite().min(0),
  duration: z.number().finite().positive(),
  savedAt: z.iso.datetime(),
});
export type ProgressSave = z.infer<typeof progressSave>;

/**
 * A profile taking a title out of its viewing activity, and so out of Continue Watching ("Remove"),
 * or every title (`videoId` absent: "Hide all"), as of `removedAt`: it beats every save made before
 * then, whenever that save arrives, and none made after.
 */
export const historyRemoval = z.object({
  userId: z.string().min(1),
  profileId: z.string().min(1).optional(),
  videoId: z.string().min(1).optional(),
  removedAt: z.iso.datetime(),
});
export type HistoryRemoval = z.infer<typeof historyRemoval>;

/** A profile's thumbs for a title: "Not for me", "I like this", "Love this!". */
export const RATINGS = ['down', 'up', 'love'] as const;
export type Rating = (typeof RATINGS)[number];

/**
 * A profile's thumbs for a film or a series (`rating`, or null to clear it) as of `ratedAt`: the
 * newest choice wins, whenever it arrives.
 */
export const titleRating = z.object({
  userId: z.string().min(1),
  profileId: z.string().min(1).optional(),
  videoId: z.string().min(1),
  rating: z.enum(RATINGS).nullable(),
  ratedAt: z.iso.datetime(),
});
export type TitleRating = z.infer<typeof titleRating>;

/**
 * What the progress-saves stream carries: saves, and on the same path removals from history and
 * thumbs (each told apart by its time's name: `savedAt`, `removedAt`, `ratedAt`).
 */
export const progressRecord = z.union([progressSave, historyRemoval, titleRating]);
export type ProgressRecord = z.infer<typeof progressRecord>;

/**
 * When a save (or a removal) counts as made: the client's `savedAt` (so the newest position wins
 * whatever order saves arrive in), unless it claims to be from the future, which would pin the position.
 */
export function savedAtOf(clientSavedAt: number | undefined, now: Date): Date {
  if (clientSavedAt === undefined || clientSavedAt > now.getTime() + SAVED_AT_MAX_AHEAD_MS) return now;
  return new Date(clientSavedAt);
}
