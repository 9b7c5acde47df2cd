import { createHash } from 'node:crypto';

/**
 * Paid periods are found by the hour they end in: the sweep reads each hour's lists of members by
 * `_id`, never a query over every subscription. An hour's members are spread over SHARDS lists
 * (`2026-04-01T09/0` … `/31`, by a hash of the member's id), so no list grows past what a document
 * holds even when many periods end in one hour (a launch, an import).
 */
export type Hour = string;

export const SHARDS = 32;

/** The `_id` of the list of `hour` that holds `userId`. */
export const listOf = (hour: Hour, userId: string): string =>
  `${hour}/${createHash('sha256').update(userId).digest().readUInt32BE(0) % SHARDS}`;

/** The `_id`s of every list of `hour`. */
export const listsOf = (hour: Hour): string[] => Array.from({ length: SHARDS }, (_, shard) => `${hour}/${shard}`);

const HOUR_MS = 60 * 60 * 1000;

/** The hour `date` falls in, as its key. */
export const hourOf = (date: Date): Hour => date.toISOString().slice(0, 13);

/** The hours from `from` up to the one `until` falls in, oldest first, at most `most`. */
export function hoursFrom(from: Hour, until: Date, most: number): Hour[] {
  const hours: Hour[] = [];
  const last = hourOf(until);
  for (let at = Date.parse(`${from}:00:00.000Z`); hours.length < most; at += HOUR_MS) {
    const hour = hourOf(new Date(at));
    if (hour > last) break;
    hours.push(hour);
  }
  return hours;
}
