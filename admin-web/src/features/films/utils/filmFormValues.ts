import type { VideoInput } from '@cinevia/proto';
import type { DefaultValues } from 'react-hook-form';
import type { AdminVideo } from '../api/adminVideo';

/**
 * What the dialog's fields start with. Genre and category start unset, so their selects show the
 * empty choice and the shared schema answers 'Genre is required' / 'Category is required'.
 */
export function filmFormValues(film: AdminVideo | null): DefaultValues<VideoInput> {
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
    genre: film.genre as VideoInput['genre'],
    category: film.category as VideoInput['category'],
    isFeatured: film.isFeatured,
  };
}
