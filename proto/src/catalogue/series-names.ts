/**
 * How the apps name a series' episodes and length. Apart from series.ts, whose schemas would bring
 * zod into every page that only names an episode.
 */

/** `S2:E4`, as the series page and Continue Watching name an episode. */
export const episodeLabel = (seasonNumber: number, episodeNumber: number) => `S${seasonNumber}:E${episodeNumber}`;

/** "3 Seasons", or "8 Episodes" for a series of one season: what a film's duration stands for in a card. */
export function seriesLength({ seasonCount, episodeCount }: { seasonCount: number; episodeCount: number }) {
  if (seasonCount > 1) return `${seasonCount} Seasons`;
  return episodeCount === 1 ? '1 Episode' : `${episodeCount} Episodes`;
}
