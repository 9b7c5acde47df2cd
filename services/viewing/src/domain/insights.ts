import type { InsightsBody, ProgressRecord } from '@cinevia/proto';
import { profileOfRecord } from '@cinevia/proto';

/** What viewers did with one title on one day, as stored and added up. */
export interface TitleCounts {
  plays: number;
  /** Seconds of the title watched (moves forward between saves, not seeks). */
  seconds: number;
  /** Plays that reached COMPLETE_FRACTION of the title. */
  completions: number;
  up: number;
  love: number;
  down: number;
}

/** A record of the progress-saves stream, with where and when (the server's clock) the stream took it. */
export interface StreamedRecord {
  record: ProgressRecord;
  sequence: number;
  /** When the stream took it: a member's clock never decides the day a figure counts on. */
  at: number;
}

/** A pause longer than this ends a play: watching on after it is another play. */
export const PLAY_GAP_MS = 30 * 60_000;
/** Where a play counts as complete, as Continue Watching lets a title go. */
const COMPLETE_FRACTION = 0.9;
/** How far a position may move beyond the time between two saves and still count as watched (not a seek). */
const WATCH_SLACK_SECONDS = 15;

export const NO_COUNTS: TitleCounts = { plays: 0, seconds: 0, completions: 0, up: 0, love: 0, down: 0 };

/** The UTC day of a time: the key of a day's figures. */
export const dayOf = (at: number): string => new Date(at).toISOString().slice(0, 10);

/** A day's counts by title. */
export type DayCounts = Map<string, TitleCounts>;

function add(into: Map<string, DayCounts>, day: string, videoId: string, counts: Partial<TitleCounts>): void {
  const titles = into.get(day) ?? new Map<string, TitleCounts>();
  const known = titles.get(videoId) ?? { ...NO_COUNTS };
  for (const [name, value] of Object.entries(counts) as [keyof TitleCounts, number][]) known[name] += value;
  into.set(day, titles.set(videoId, known));
}

/**
 * Turns the stream's saves and thumbs, in stream order, into counts per day and title: a play
 * when a profile starts a title (or goes on after PLAY_GAP_MS), the seconds its position moved
 * forward at the pace of the clock between saves, a completion when a play first reaches
 * COMPLETE_FRACTION, and each thumb given. Holds each profile's last position in a title while it
 * may still go on (PLAY_GAP_MS), so memory follows who is watching now.
 */
export function createWatchTally() {
  const watching = new Map<string, { position: number; at: number; completed: boolean }>();
  let newest = 0;

  function forgetEnded(): void {
    for (const [key, play] of watching) if (play.at < newest - PLAY_GAP_MS) watching.delete(key);
  }

  return {
    take(records: readonly StreamedRecord[]): Map<string, DayCounts> {
      const counts = new Map<string, DayCounts>();
      for (const { record, at } of records) {
        newest = Math.max(newest, at);
        const day = dayOf(at);
        if ('ratedAt' in record) {
          if (record.rating) add(counts, day, record.videoId, { [record.rating]: 1 });
          continue;
        }
        if (!('savedAt' in record)) continue;
        const key = `${profileOfRecord(record)} ${record.videoId}`;
        const play = watching.get(key);
        const done = record.progress >= COMPLETE_FRACTION * record.duration;
        if (!play || at - play.at > PLAY_GAP_MS) {
          add(counts, day, record.videoId, { plays: 1, completions: done ? 1 : 0 });
          watching.set(key, { position: record.progress, at, completed: done });
          continue;
        }
        const moved = record.progress - play.position;
        const seconds = moved > 0 && moved <= (at - play.at) / 1000 + WATCH_SLACK_SECONDS ? moved : 0;
        const completes = done && !play.completed;
        add(counts, day, record.videoId, { seconds, completions: completes ? 1 : 0 });
        watching.set(key, { position: record.progress, at: Math.max(at, play.at), completed: play.completed || done });
      }
      forgetEnded();
      return counts;
    },
  };
}
export type WatchTally = ReturnType<typeof createWatchTally>;

const rate = (completions: number, plays: number) => (plays === 0 ? 0 : Math.min(1, completions / plays));

function figures(counts: TitleCounts) {
  return {
    plays: counts.plays,
    hoursWatched: counts.seconds / 3600,
    completionRate: rate(counts.completions, counts.plays),
    thumbsUp: counts.up,
    loves: counts.love,
    thumbsDown: counts.down,
  };
}

function sum(all: Iterable<TitleCounts>): TitleCounts {
  const total = { ...NO_COUNTS };
  for (const counts of all) for (const name of Object.keys(total) as (keyof TitleCounts)[]) total[name] += counts[name];
  return total;
}

/** How many titles the top titles table lists. */
export const TOP_TITLES = 50;

/** The last `days` days up to `today`, oldest first. */
export function daysUpTo(today: number, days: number): string[] {
  return Array.from({ length: days }, (_, index) => dayOf(today - (days - 1 - index) * 86_400_000));
}

/**
 * What admin-web's Insights shows for a period: each day's figures, the period's, and its most
 * played titles (ties by hours watched, then id).
 */
export function insightsOf(
  period: { day: string; titles: Record<string, TitleCounts>; newSubscribers: number }[],
  titleOf: (videoId: string) => string | null,
): InsightsBody {
  const perDay = period.map(({ day, titles, newSubscribers }) => ({
    day,
    newSubscribers,
    ...figures(sum(Object.values(titles))),
  }));
  const byTitle = new Map<string, TitleCounts>();
  for (const { titles } of period)
    for (const [videoId, counts] of Object.entries(titles))
      byTitle.set(videoId, sum([byTitle.get(videoId) ?? NO_COUNTS, counts]));
  const topTitles = [...byTitle]
    .sort(([a, x], [b, y]) => y.plays - x.plays || y.seconds - x.seconds || a.localeCompare(b))
    .slice(0, TOP_TITLES)
    .map(([videoId, counts]) => ({ videoId, title: titleOf(videoId), ...figures(counts) }));
  return {
    days: period.length,
    totals: {
      ...figures(sum(period.flatMap(({ titles }) => Object.values(titles)))),
      newSubscribers: period.reduce((total, { newSubscribers }) => total + newSubscribers, 0),
    },
    perDay,
    topTitles,
  };
}
