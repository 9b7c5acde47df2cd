import type { FilmFormInput } from '@cinevia/proto';
import type { DefaultValues } from 'react-hook-form';
import type { AdminVideo } from '../api/adminVideo';

/**
 * What the dialog's fields start with. Genre, category and maturity rating start unset, so their
 * selects show the empty choice and the shared schema answers 'Genre is required' and so on.
 */
export function filmFormValues(film: AdminVideo | null): DefaultValues<FilmFormInput> {
  if (!film) {
    return { title: '', youtubeId: '', description: '', duration: '', year: '', rating: '', isFeatured: false };
  }
  return {
    title: film.title,
    // The stored id; the field also takes a full link, so either way it round-trips.
    youtubeId: film.youtubeId,
    description: film.description,
    duration: film.duration,
    year: film.year === null ? '' : String(film.year),
    rating: film.rating ?? '',
    genre: film.genre as FilmFormInput['genre'],
    category: film.category as FilmFormInput['category'],
    maturityRating: film.maturityRating as FilmFormInput['maturityRating'],
    isFeatured: film.isFeatured,
  };
}
