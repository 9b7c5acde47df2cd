import { CONTINUE_WATCHING_MAX_FRACTION, nextUp } from '@cinevia/proto';

/** Where one member stopped in one film or episode. */
export interface Progress {
  userId: string;
  videoId: string;
  seconds: number;
  duration: number;
  updatedAt: Date;
}

/** A series' episodes in watching order: all the rules need of it. */
export interface SeriesOrder {
  id: string;
  seasons: readonly { number: number; episodes: readonly { id: string }[] }[];
}

/** A card of Continue Watching: a film begun, or a series' episode to resume or (`upNext`) to start. */
export interface ContinueEntry extends Progress {
  upNext: boolean;
}

const newestFirst = (a: Progress, b: Progress) => b.updatedAt.getTime() - a.updatedAt.getTime();

/** Started and not nearly finished: above zero and below 90 % of the duration; newest first. */
export function continueWatching(entries: Progress[]): Progress[] {
  return entries
    .filter((entry) => entry.seconds > 0 && entry.seconds < entry.duration * CONTINUE_WATCHING_MAX_FRACTION)
    .sort(newestFirst);
}

/**
 * A profile's viewing activity: every film and episode it has begun (the newest kept), finished or
 * not, newest first; page `page` (from 1) of `pageSize`, and how many there are in all.
 */
export function historyPage(films: Progress[], episodes: Progress[], page: number, pageSize: number) {
  const watched = [...films, ...episodes].filter((entry) => entry.seconds > 0).sort(newestFirst);
  const start = (page - 1) * pageSize;
  return { entries: watched.slice(start, start + pageSize), total: watched.length, page, pageSize };
}

/**
 * Where a profile goes on in a series (the shared rule `nextUp`), from its place in each episode
 * (`placeIn`, undefined where it has none).
 */
export function nextInSeries(series: SeriesOrder, placeIn: (episodeId: string) => Progress | null | undefined) {
  return nextUp(series.seasons, (id) => {
    const place = placeIn(id);
    return place && { progress: place.seconds, duration: place.duration, updatedAt: place.updatedAt.toISOString() };
  });
}

/**
 * Continue Watching with series: each film begun (as `continueWatching`), and one card per series
 * begun, for the episode the profile is in (its own place), or, once the last one watched passed
 * 90 %, the one after it from its start (`upNext`). A series whose last episode is finished has no
 * card. Newest first, a series dated by its episode watched last.
 */
export function continueWatchingTitles(
  films: Progress[],
  episodes: Progress[],
  seriesOf: (episodeId: string) => SeriesOrder | undefined,
): ContinueEntry[] {
  const bySeries = new Map<string, { series: SeriesOrder; marks: Map<string, Progress> }>();
  for (const entry of episodes) {
    const series = seriesOf(entry.videoId);
    if (!series || entry.seconds <= 0) continue;
    const held = bySeries.get(series.id) ?? { series, marks: new Map() };
    held.marks.set(entry.videoId, entry);
    bySeries.set(series.id, held);
  }
  const seriesCards = [...bySeries.values()].flatMap(({ series, marks }): ContinueEntry[] => {
    const next = nextInSeries(series, (id) => marks.get(id));
    if (!next) return [];
    const latest = [...marks.values()].sort(newestFirst)[0]!;
    if (next.action === 'resume') return [{ ...marks.get(next.episode.id)!, upNext: false }];
    return [{ ...latest, videoId: next.episode.id, seconds: 0, duration: 0, upNext: true }];
  });
  const filmCards = continueWatching(films).map((entry) => ({ ...entry, upNext: false }));
  return [...filmCards, ...seriesCards].sort(newestFirst);
}
