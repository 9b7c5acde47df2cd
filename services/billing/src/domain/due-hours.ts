/**
 * Paid periods are found by the hour they end in: the sweep reads each hour's list of members by
 * `_id` (an hour's key, `2026-04-01T09`), never a query over every subscription.
 */
export type Hour = string;

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
