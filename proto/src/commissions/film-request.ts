import { z } from 'zod';
import { text } from '../shared/text';

// The option lists, tabs and statuses live without zod, so the web app can show them without loading it.
import { FILM_REQUEST_OPTIONS } from './film-request-options';
export {
  FILM_REQUEST_OPTIONS,
  FILM_REQUEST_STATUSES,
  FILM_REQUEST_TABS,
  filmRequestStatusLabel,
} from './film-request-options';
export type { FilmRequestStatus } from './film-request-options';

type OptionField = keyof typeof FILM_REQUEST_OPTIONS;
type OptionValue<Field extends OptionField> = (typeof FILM_REQUEST_OPTIONS)[Field][number][0];

function option<Field extends OptionField>(field: Field, required: string) {
  const values = FILM_REQUEST_OPTIONS[field].map(([value]) => value) as [OptionValue<Field>, ...OptionValue<Field>[]];
  return z.enum(values, { error: required });
}

const atLeast = (label: string, min: number, message: string) =>
  text(label, { max: 5_000 }).refine((value) => value.length >= min, message);

/** The custom film request: every field and message of the spec's sections 3 and 5, for the form and the service. */
export const filmRequestFields = z.object({
  title: text('Title', { max: 200, required: 'Title is required' }),
  description: atLeast('Description', 10, 'Description must be at least 10 characters'),
  genre: option('genre', 'Genre is required'),
  duration: option('duration', 'Duration is required'),
  targetAudience: option('targetAudience', 'Target audience is required'),
  timeline: option('timeline', 'Timeline is required'),
  style: option('style', 'Style is required'),
  tone: option('tone', 'Tone is required'),
  setting: atLeast('Setting', 5, 'Setting must be at least 5 characters'),
  characters: atLeast('Characters', 10, 'Characters description must be at least 10 characters'),
  plot: atLeast('Plot', 20, 'Plot must be at least 20 characters'),
  visualElements: atLeast('Visual elements', 10, 'Visual elements must be at least 10 characters'),
  audioElements: atLeast('Audio elements', 10, 'Audio elements must be at least 10 characters'),
  specialEffects: text('Special effects', { max: 5_000 }).optional(),
  inspiration: text('Inspiration', { max: 5_000 }).optional(),
  additionalNotes: text('Additional notes', { max: 5_000 }).optional(),
});
export type FilmRequestFields = z.infer<typeof filmRequestFields>;
export type FilmRequestForm = z.input<typeof filmRequestFields>;

/** POST /api/film-requests: the fields plus the paid payment intent (the spec also sends paymentStatus 'paid'). */
export const filmRequestBody = filmRequestFields.extend({
  paymentStatus: z.literal('paid').optional(),
  stripePaymentIntentId: text('Payment intent id', { max: 200, required: 'Payment intent id is required' }),
});
export type FilmRequestBody = z.infer<typeof filmRequestBody>;
