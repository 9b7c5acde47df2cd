import { isYouTubeThumbnail } from './youtube';
import type { MaturityRating } from './values';

/**
 * Signed-out visitors are shown what a title is, never where it plays: no film or episode above
 * this level (VISITOR_MATURITY may choose another) and no video host id, nor a thumbnail that names
 * one (the id is in its address). A member's session, or the administrator's, sees them.
 */
export const DEFAULT_VISITOR_MATURITY: MaturityRating = '13+';

/** A field's text as a visitor gets it: empty where it names a video on the host. */
export function visitorText(field: string, text: string): string {
  return field === 'youtubeId' || isYouTubeThumbnail(text) ? '' : text;
}

/** An answer (JSON, any depth) as a visitor gets it: each `youtubeId` and host thumbnail emptied. */
export function forVisitor(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(forVisitor);
  if (answer === null || typeof answer !== 'object') return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([field, value]) => [
      field,
      typeof value === 'string' ? visitorText(field, value) : forVisitor(value),
    ]),
  );
}
