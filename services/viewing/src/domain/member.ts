import { DomainError, type Rating } from '@cinevia/proto';
import type { FilmLookup, GoneLookup } from '@cinevia/shared-models';
import type { Progress } from './progress';

/**
 * Viewing's state of one member, as a request reads it: where they stopped in each film (from the
 * progress book in memory, read-model/progress-book) and their My List (one document, read once per
 * request), both keyed by film id.
 *
 * Bounded, so a member who has watched thousands of films makes no request heavier: only the newest
 * PROGRESS_KEPT progress entries are kept (a save drops the oldest beyond), and My List holds at most
 * MY_LIST_MAX films (adding one more is refused: a list is the member's choice, not ours to trim).
 *
 * Entries of films deleted from the catalogue are hidden when read and dropped on the member's next
 * write, so a deletion never has to find every member who had the film.
 */
export const PROGRESS_KEPT = 200;
export const MY_LIST_MAX = 500;
/** Thumbs kept per profile, the newest: far more titles than a profile rates. */
export const RATINGS_KEPT = 1_000;

export interface ProgressMark {
  seconds: number;
  duration: number;
  updatedAt: Date;
}

/**
 * A title taken out of history ("Remove"): a mark of nothing watched, dated, so it beats every older
 * save by the books' newest-wins rule, and shows nowhere (not in history, Continue Watching or cards).
 */
export const removedMark = (at: Date): ProgressMark => ({ seconds: 0, duration: 0, updatedAt: at });
const isRemoved = (mark: ProgressMark) => mark.duration === 0;

/** A profile's thumbs for a title as of `ratedAt` (null: cleared, kept so an older choice cannot return). */
export interface RatingMark {
  rating: Rating | null;
  ratedAt: Date;
}

export interface ListMark {
  addedAt: Date;
}

export interface MemberViewing {
  progress: Record<string, ProgressMark>;
  list: Record<string, ListMark>;
  ratings: Record<string, RatingMark>;
  /** When the profile last hid all its history ("Hide all"): no save made before then counts. */
  historyClearedAt?: Date | undefined;
}

/** What a My List write decides on: the list alone. */
export type MemberList = Pick<MemberViewing, 'list'>;

export interface WatchlistEntry {
  userId: string;
  videoId: string;
  addedAt: Date;
}

/** What a My List write changes, by film id: a new entry, or null to drop it. */
export interface MemberChange {
  list: Map<string, ListMark | null>;
}

/** What a write decides: the change to store and the reply to give. */
export interface Decision<T> {
  change: MemberChange;
  result: T;
}

/** The entry of a film, never one of Object's own properties. */
export const own = <T>(entries: Record<string, T>, videoId: string): T | undefined =>
  Object.hasOwn(entries, videoId) ? entries[videoId] : undefined;

export const emptyMember = (): MemberViewing => ({ progress: {}, list: {}, ratings: {} });

/** Drops the oldest entries (by `at`) beyond `kept`. */
export function dropOldestBeyond<Mark>(entries: Record<string, Mark>, kept: number, at: (mark: Mark) => Date): void {
  const ids = Object.keys(entries);
  if (ids.length <= kept) return;
  const oldestFirst = ids.sort((a, b) => at(entries[a]!).getTime() - at(entries[b]!).getTime());
  for (const id of oldestFirst.slice(0, ids.length - kept)) delete entries[id];
}

const toProgress = (userId: string, videoId: string, mark: ProgressMark): Progress => ({
  userId,
  videoId,
  seconds: mark.seconds,
  duration: mark.duration,
  updatedAt: mark.updatedAt,
});

/** Entries by film id, newest first; the film id settles a tie, so the order never flickers. */
const byNewest =
  <T>(at: (mark: T) => Date) =>
  ([a, x]: [string, T], [b, y]: [string, T]) =>
    at(y).getTime() - at(x).getTime() || (a < b ? -1 : a > b ? 1 : 0);
const progressNewest = byNewest((mark: ProgressMark) => mark.updatedAt);
const listNewest = byNewest((mark: ListMark) => mark.addedAt);

/** Every progress entry of a film still in the catalogue, newest first. */
export function progressEntries(userId: string, member: MemberViewing, films: FilmLookup): Progress[] {
  return entriesWhere(userId, member, (id) => films.exists(id));
}

/** Every progress entry of an episode of a series still in the catalogue, newest first. */
export function episodeEntries(userId: string, member: MemberViewing, films: FilmLookup): Progress[] {
  return entriesWhere(userId, member, (id) => films.seriesOf(id) !== undefined);
}

function entriesWhere(userId: string, member: MemberViewing, kept: (id: string) => boolean): Progress[] {
  return Object.entries(member.progress)
    .filter(([id, mark]) => kept(id) && !isRemoved(mark))
    .sort(progressNewest)
    .map(([id, mark]) => toProgress(userId, id, mark));
}

export function progressIn(userId: string, member: MemberViewing, videoId: string, films: FilmLookup): Progress | null {
  const mark = own(member.progress, videoId);
  return mark && !isRemoved(mark) && films.playable(videoId) ? toProgress(userId, videoId, mark) : null;
}

/** My List, films and series still in the catalogue only, newest first. */
export function listEntries(userId: string, member: MemberViewing, films: FilmLookup): WatchlistEntry[] {
  return Object.entries(member.list)
    .filter(([videoId]) => films.listable(videoId))
    .sort(listNewest)
    .map(([videoId, mark]) => ({ userId, videoId, addedAt: mark.addedAt }));
}

export const isListed = (member: MemberViewing, videoId: string, films: FilmLookup) =>
  Object.hasOwn(member.list, videoId) && films.listable(videoId);

/** The profile's thumbs of films and series still in the catalogue (cleared ones left out). */
export function ratingEntries(member: MemberViewing, films: FilmLookup): { videoId: string; rating: Rating }[] {
  return Object.entries(member.ratings).flatMap(([videoId, { rating }]) =>
    rating && films.listable(videoId) ? [{ videoId, rating }] : [],
  );
}

/** The member's list once a change is stored. */
export function listWithChange(member: MemberList, change: MemberChange): Record<string, ListMark> {
  return Object.fromEntries(afterChange(member.list, change.list));
}

/** Every write starts by dropping the entries of deleted films: they cost nothing to find here. */
export function droppingGone(member: MemberList, films: GoneLookup): MemberChange {
  const gone = Object.keys(member.list).filter((videoId) => films.isGone(videoId));
  return { list: new Map(gone.map((videoId) => [videoId, null])) };
}

/** A section's entries as they will be once the change is stored. */
export function afterChange<T>(entries: Record<string, T>, changes: Map<string, T | null>): [string, T][] {
  const result = new Map(Object.entries(entries));
  for (const [videoId, mark] of changes) {
    if (mark) result.set(videoId, mark);
    else result.delete(videoId);
  }
  return [...result];
}

/** Adding twice is harmless and keeps the first date; a full list refuses the film. */
export function addedToList(member: MemberList, entry: WatchlistEntry, films: GoneLookup): Decision<WatchlistEntry> {
  const change = droppingGone(member, films);
  const existing = own(member.list, entry.videoId);
  if (existing) return { change, result: { ...entry, addedAt: existing.addedAt } };
  if (afterChange(member.list, change.list).length >= MY_LIST_MAX)
    throw new DomainError(`My List holds up to ${MY_LIST_MAX} films. Remove one to add another.`, 'CONFLICT');
  change.list.set(entry.videoId, { addedAt: entry.addedAt });
  return { change, result: entry };
}

/** A deleted profile's list: every entry goes. */
export function clearedList(member: MemberList): Decision<void> {
  return { change: { list: new Map(Object.keys(member.list).map((videoId) => [videoId, null])) }, result: undefined };
}

/** True if the film was in the list. */
export function removedFromList(member: MemberList, videoId: string, films: GoneLookup): Decision<boolean> {
  const change = droppingGone(member, films);
  const listed = Object.hasOwn(member.list, videoId);
  if (listed) change.list.set(videoId, null);
  return { change, result: listed };
}
