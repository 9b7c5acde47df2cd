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

/**
 * Which tab of the form holds each field, so the form can open the tab of the first error (that
 * the tabs hold exactly the form's fields is tested beside the form's schema).
 */
export const FILM_REQUEST_TABS = {
  basic: ['title', 'genre', 'description', 'duration', 'targetAudience', 'timeline'],
  creative: ['style', 'tone', 'setting', 'characters', 'plot'],
  technical: ['visualElements', 'audioElements', 'specialEffects', 'inspiration', 'additionalNotes'],
} as const;

export const FILM_REQUEST_STATUSES = [
  'awaiting_payment',
  'submitted',
  'in_production',
  'delivered',
  'cancelled',
] as const;
export type FilmRequestStatus = (typeof FILM_REQUEST_STATUSES)[number];

const FILM_REQUEST_STATUS_LABELS: Record<FilmRequestStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  submitted: 'Submitted',
  in_production: 'In production',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** A request's status in words, as the member's list and the portal show it (an unknown one as it came). */
export function filmRequestStatusLabel(status: string): string {
  return FILM_REQUEST_STATUS_LABELS[status as FilmRequestStatus] ?? status;
}
