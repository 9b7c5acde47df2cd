import { HIGHLY_RATED_MIN, HOME_GENRE_ROWS } from '@cinevia/proto';
import type { StoredSeries } from './series';
import type { StoredVideo } from './video';

/** What the home rows need to sort films into rows. */
export type RowVideo = { id: string; genre: string; category: string; year: number | null; rating: string | null };

export type HomeRow<V extends RowVideo> = {
  /** Stable and unique: the row's id in the API, React key and element ids. */
  key: string;
  title: string;
  /** Id of the section, for the nav bar's links (/#movies, /#tv-shows). */
  anchor?: string;
  videos: V[];
  /** The row's series, for the row of series (TV Shows); none in a row of films. */
  series?: StoredSeries[];
};

/** The numeric rating, or null when it is missing or not a number. */
function ratingValue(rating: string | null): number | null {
  if (!rating) return null;
  const value = Number.parseFloat(rating);
  return Number.isFinite(value) ? value : null;
}

/** A row of the catalogue's own films, as the API serves it. */
export type CatalogueRow = HomeRow<StoredVideo>;

/**
 * The home page's rows in the spec's order (section 2), without the empty ones. `videos` is the
 * whole catalogue, newest first; each row keeps that order unless it says otherwise. The rows are
 * the same for every member, so the catalogue builds them once per change.
 *
 * The nav bar's Movies link lands on Recently Added, which holds every film; TV Shows has its own
 * page (/series), and `tv-shows` still anchors Original Series for links made before it had.
 */
export function homeRows<V extends RowVideo>(videos: readonly V[]): HomeRow<V>[] {
  const rows: HomeRow<V>[] = [
    {
      key: 'original-series',
      title: 'Original Series',
      anchor: 'tv-shows',
      videos: videos.filter((video) => video.category === 'trending'),
    },
    {
      key: 'featured-content',
      title: 'Featured Content',
      videos: videos.filter((video) => video.category === 'popular'),
    },
    ...HOME_GENRE_ROWS.map(({ genre, title }) => {
      // Case-insensitive; plain lower-casing rather than localeCompare, which is slow over 10,000 films.
      const wanted = genre.toLowerCase();
      return {
        key: `genre-${wanted}`,
        title,
        videos: videos.filter((video) => video.genre.toLowerCase() === wanted),
      };
    }),
    {
      key: 'recently-added',
      title: 'Recently Added',
      anchor: 'movies',
      // A stable sort, so films of the same year stay newest first; films without a year go last.
      videos: [...videos].sort((a, b) => (b.year ?? -Infinity) - (a.year ?? -Infinity)),
    },
    {
      key: 'highly-rated',
      title: 'Highly Rated',
      videos: videos.filter((video) => (ratingValue(video.rating) ?? 0) >= HIGHLY_RATED_MIN),
    },
  ];
  return rows.filter((row) => row.videos.length > 0);
}

/** Series the TV Shows row holds: the newest; the rest are a click away on /series. */
export const SERIES_ROW_SIZE = 20;

/**
 * The film rows with "TV Shows" second, its newest series, so a member meets series on the first
 * screen; without any series (or none the viewer may see) the rows are the films' alone.
 */
export function withSeriesRow<V extends RowVideo>(rows: HomeRow<V>[], series: readonly StoredSeries[]): HomeRow<V>[] {
  if (series.length === 0) return rows;
  const seriesRow: HomeRow<V> = {
    key: 'series',
    title: 'TV Shows',
    videos: [],
    series: series.slice(0, SERIES_ROW_SIZE),
  };
  return [...rows.slice(0, 1), seriesRow, ...rows.slice(1)];
}
