import type { filmForm, ValidVideoInput } from '@cinevia/proto';
import type { z } from 'zod';

/** The GraphQL VideoInput: the shared schema's parsed values (youtubeId extracted, year an Int or null). */
export type FilmInput = ValidVideoInput;

/** The form's parsed values minus the one field VideoInput has no room for (the server derives thumbnails). */
export function toFilmInput(values: z.output<typeof filmForm>): FilmInput {
  const { thumbnailUrl: _derived, ...input } = values;
  return input;
}
