import { z } from 'zod';
import { text } from '../text';

/** The film-request form's option lists (spec section 3), with the labels the form shows. */
export const FILM_REQUEST_OPTIONS = {
  genre: [
    ['drama', 'Drama'],
    ['comedy', 'Comedy'],
    ['action', 'Action'],
    ['thriller', 'Thriller'],
    ['romance', 'Romance'],
    ['horror', 'Horror'],
    ['sci-fi', 'Sci-Fi'],
    ['documentary', 'Documentary'],
    ['animated', 'Animated'],
    ['other', 'Other'],
  ],
  duration: [
    ['short', 'Short (5-15 min)'],
    ['medium', 'Medium (15-30 min)'],
    ['long', 'Long (30-60 min)'],
    ['feature', 'Feature (60+ min)'],
  ],
  targetAudience: [
    ['children', 'Children'],
    ['family', 'Family'],
    ['teens', 'Teens'],
    ['adults', 'Adults'],
    ['mature', 'Mature'],
  ],
  timeline: [
    ['1-2 weeks', '1-2 weeks'],
    ['3-4 weeks', '3-4 weeks'],
    ['1-2 months', '1-2 months'],
    ['flexible', 'Flexible'],
  ],
  style: [
    ['realistic', 'Realistic'],
    ['stylized', 'Stylized'],
    ['minimalist', 'Minimalist'],
    ['vintage', 'Vintage'],
    ['futuristic', 'Futuristic'],
    ['artistic', 'Artistic'],
  ],
  tone: [
    ['uplifting', 'Uplifting'],
    ['dramatic', 'Dramatic'],
    ['mysterious', 'Mysterious'],
    ['lighthearted', 'Lighthearted'],
    ['intense', 'Intense'],
    ['contemplative', 'Contemplative'],
  ],
} as const;

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

/** Which tab of the form holds each field, so the form can open the tab of the first error. */
export const FILM_REQUEST_TABS = {
  basic: ['title', 'genre', 'description', 'duration', 'targetAudience', 'timeline'],
  creative: ['style', 'tone', 'setting', 'characters', 'plot'],
  technical: ['visualElements', 'audioElements', 'specialEffects', 'inspiration', 'additionalNotes'],
} as const satisfies Record<string, readonly (keyof FilmRequestFields)[]>;

/** POST /api/film-requests: the fields plus the paid payment intent (the spec also sends paymentStatus 'paid'). */
export const filmRequestBody = filmRequestFields.extend({
  paymentStatus: z.literal('paid').optional(),
  stripePaymentIntentId: text('Payment intent id', { max: 200, required: 'Payment intent id is required' }),
});
export type FilmRequestBody = z.infer<typeof filmRequestBody>;

export const FILM_REQUEST_STATUSES = [
  'awaiting_payment',
  'submitted',
  'in_production',
  'delivered',
  'cancelled',
] as const;
export type FilmRequestStatus = (typeof FILM_REQUEST_STATUSES)[number];
