import type { EpisodeInput, SeriesInput } from '@cinevia/proto';
import type { DefaultValues } from 'react-hook-form';
import type { AdminSeriesDetail } from '../api/adminSeries';

/** A new episode's fields: `youtubeId` from a pasted link, or empty for the admin to fill. */
export function newEpisode(youtubeId = '', title = ''): EpisodeInput {
  return { title, synopsis: '', duration: '', youtubeId };
}

/**
 * What the dialog's fields start with: a new series has one season of one empty episode, its genre and
 * rating unset so the shared schema names them; an edited one is as stored, each episode with its id
 * so that members' progress in it survives the edit.
 */
export function seriesFormValues(series: AdminSeriesDetail | null): DefaultValues<SeriesInput> {
  if (!series) {
    return { title: '', description: '', artworkUrl: '', isFeatured: false, seasons: [{ episodes: [newEpisode()] }] };
  }
  return {
    title: series.title,
    description: series.description,
    genre: series.genre as SeriesInput['genre'],
    maturityRating: series.maturityRating as SeriesInput['maturityRating'],
    artworkUrl: series.customArtwork ? series.artworkUrl : '',
    isFeatured: series.isFeatured,
    seasons: series.seasons.map((season) => ({
      episodes: season.episodes.map(({ id, title, synopsis, duration, youtubeId }) => ({
        id,
        title,
        synopsis,
        duration,
        youtubeId,
      })),
    })),
  };
}
