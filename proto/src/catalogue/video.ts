import { z } from 'zod';
import { oneOf, text } from '../shared/text';
import { DEFAULT_MATURITY_RATING, MATURITY_RATINGS, VIDEO_CATEGORIES, VIDEO_GENRES } from './values';
import { extractYouTubeId } from './youtube';

const DURATION = /^(?=\d)(\d+h)?\s*(\d+m)?\s*(\d+s)?$/;
const RATING = /^(10(\.0)?|\d(\.\d)?)$/;
const FIRST_FILM_YEAR = 1888;

/**
 * An optional number a form may send as text: empty is null; anything else is what `read` makes of
 * it, or refused with its message.
 */
function optionalNumber<Value extends number | string>(read: (value: number | string) => Value | { refused: string }) {
  return z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === null || value === '') return null;
      const result = read(value);
      if (typeof result !== 'object') return result;
      context.addIssue({ code: 'custom', message: result.refused });
      return z.NEVER;
    });
}

/** A YouTube link or id, as the admin types it: read to its id. Films and episodes take the same. */
export const youTubeLink = text('YouTube link', { max: 500, required: 'YouTube link is required' }).transform(
  (value, context) => {
    const id = extractYouTubeId(value);
    if (!id) {
      context.addIssue({ code: 'custom', message: 'YouTube link must be a YouTube URL or video ID' });
      return z.NEVER;
    }
    return id;
  },
);

/** Running time as text, such as '2h 30m' or '7m 34s'; empty when unknown. */
export const runningTime = text('Duration', { max: 20 })
  .refine((value) => value === '' || DURATION.test(value), 'Duration must look like 2h 30m or 7m 34s')
  .default('');

/**
 * POST /api/admin/videos and PUT /api/admin/videos/{id}: the spec's admin form. The YouTube field
 * takes a link or an id; a client's thumbnailUrl is ignored, the server derives it from the id.
 */
export const videoInput = z.object({
  title: text('Title', { max: 200, required: 'Title is required' }),
  description: text('Description', { max: 5_000 }).default(''),
  youtubeId: youTubeLink,
  duration: runningTime,
  year: optionalNumber((value) => {
    const year = Number(value);
    const valid = Number.isInteger(year) && year >= FIRST_FILM_YEAR && year <= new Date().getFullYear() + 5;
    return valid ? year : { refused: `Year must be a whole number from ${FIRST_FILM_YEAR}` };
  }),
  rating: optionalNumber((value) => {
    const rating = String(value);
    return RATING.test(rating) ? rating : { refused: 'Rating must be a number from 0 to 10, like 8.5' };
  }),
  genre: oneOf(VIDEO_GENRES, 'Genre'),
  category: oneOf(VIDEO_CATEGORIES, 'Category'),
  // Optional, so the spec's REST body keeps its shape: a new film without one is rated
  // DEFAULT_MATURITY_RATING, an edit without one keeps the film's.
  maturityRating: oneOf(MATURITY_RATINGS, 'Maturity rating').optional(),
  isFeatured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  thumbnailUrl: z.unknown().optional(),
});
export type VideoInput = z.input<typeof videoInput>;
export type ValidVideoInput = Omit<z.output<typeof videoInput>, 'thumbnailUrl'>;

/** The admin portal's film form: as the API takes a film, with the maturity rating required. */
export const filmForm = videoInput.extend({ maturityRating: oneOf(MATURITY_RATINGS, 'Maturity rating') });
export type FilmFormInput = z.input<typeof filmForm>;

/** A film as every read path returns it. */
export const video = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  youtubeId: z.string().meta({ description: 'The video host id; empty for a signed-out caller' }),
  thumbnailUrl: z.string().meta({ description: "The host's thumbnail; empty for a signed-out caller" }),
  duration: z.string(),
  year: z.number().int().nullable(),
  rating: z.string().nullable(),
  genre: z.string(),
  category: z.enum(VIDEO_CATEGORIES),
  // Events published before ratings existed carry none.
  maturityRating: z.enum(MATURITY_RATINGS).default(DEFAULT_MATURITY_RATING),
  isFeatured: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Video = z.infer<typeof video>;

/** Search text: at most 100 characters; blank means "no search" and yields nothing. */
export const searchQuery = z.string().max(100, 'Search text must be at most 100 characters').default('');
