import type { ValidVideoInput, videoInput } from '@cinevia/proto';
import type { z } from 'zod';

/** The GraphQL VideoInput: the shared schema's parsed values (youtubeId extracted, year an Int or null). */
export type FilmInput = ValidVideoInput;

/** The form's parsed values minus the one field VideoInput has no room for (the server derives thumbnails). */
export function toFilmInput(values: z.output<typeof videoInput>): FilmInput {
  const { title, description, youtubeId, duration, year, rating, genre, category, isFeatured } = values;
  return { title, description, youtubeId, duration, year, rating, genre, category, isFeatured };
}
