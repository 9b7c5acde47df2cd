import { CONTINUE_WATCHING_MAX_FRACTION } from './limits';

/** A place saved in an episode: seconds in, of how many, and when (ISO 8601). */
export interface EpisodeMark {
  progress: number;
  duration: number;
  updatedAt: string;
}

interface SeasonOrder<Episode extends { id: string }> {
  number: number;
  episodes: readonly Episode[];
}

/** What a series' main button does: resume an episode begun, or play one from its start. */
export interface NextUp<Episode> {
  action: 'resume' | 'play';
  episode: Episode;
  seasonNumber: number;
}

/** Whether a place counts as the episode watched: past 90 %, where Continue Watching lets a film go. */
export const finished = (mark: Pick<EpisodeMark, 'progress' | 'duration'>): boolean =>
  mark.duration > 0 && mark.progress >= mark.duration * CONTINUE_WATCHING_MAX_FRACTION;

/** Every episode in watching order, with its season's number. */
function inOrder<Episode extends { id: string }>(seasons: readonly SeasonOrder<Episode>[]) {
  return seasons.flatMap((season) => season.episodes.map((episode) => ({ episode, seasonNumber: season.number })));
}

/**
 * Where a profile is in a series, from its places in the episodes (`markOf`): the episode it watched
 * last, resumed while under 90 %; once past, the one after it (the next season's first after a
 * season's last). Null when the last episode watched was the series' last: the series is finished.
 * A profile that has watched nothing of it (or only episodes since removed) starts at the first.
 */
export function nextUp<Episode extends { id: string }>(
  seasons: readonly SeasonOrder<Episode>[],
  markOf: (episodeId: string) => EpisodeMark | null | undefined,
): NextUp<Episode> | null {
  const order = inOrder(seasons);
  let latest: { index: number; mark: EpisodeMark } | undefined;
  order.forEach(({ episode }, index) => {
    const mark = markOf(episode.id);
    if (mark && mark.progress > 0 && (!latest || mark.updatedAt > latest.mark.updatedAt)) latest = { index, mark };
  });
  if (!latest) return order[0] ? { action: 'play', ...order[0] } : null;
  if (!finished(latest.mark)) return { action: 'resume', ...order[latest.index]! };
  const next = order[latest.index + 1];
  return next ? { action: 'play', ...next } : null;
}

/** The episode after this one in watching order, or null after the series' last (the end of the series). */
export function episodeAfter<Episode extends { id: string }>(
  seasons: readonly SeasonOrder<Episode>[],
  episodeId: string,
): { episode: Episode; seasonNumber: number } | null {
  const order = inOrder(seasons);
  const index = order.findIndex(({ episode }) => episode.id === episodeId);
  return index >= 0 ? (order[index + 1] ?? null) : null;
}
