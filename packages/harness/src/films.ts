import type { FilmRequestFields, Series, Video } from '@cinevia/proto';

/** A film as the catalogue publishes it, for tests of what follows its events. */
export const testFilm = (id: string, fields: Partial<Video> = {}): Video => ({
  id,
  title: `Film ${id}`,
  description: `About ${id}.`,
  youtubeId: 'dQw4w9WgXcQ',
  thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  duration: '1h 30m',
  year: 2024,
  rating: '8.0',
  genre: 'Drama',
  category: 'new',
  maturityRating: '13+',
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

/** A series of one season whose episodes have these ids, as the catalogue publishes it. */
export const testSeries = (id: string, episodeIds: readonly string[], fields: Partial<Series> = {}): Series => ({
  id,
  kind: 'series',
  title: `Series ${id}`,
  description: '',
  genre: 'Drama',
  maturityRating: '13+',
  artworkUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
  customArtwork: false,
  isFeatured: false,
  seasonCount: 1,
  episodeCount: episodeIds.length,
  createdAt: '2026-01-01T00:00:00.000Z',
  seasons: [
    {
      number: 1,
      episodes: episodeIds.map((episodeId, index) => ({
        id: episodeId,
        number: index + 1,
        title: `Episode ${index + 1}`,
        synopsis: '',
        duration: '42m',
        youtubeId: 'dQw4w9WgXcQ',
        thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      })),
    },
  ],
  ...fields,
});

/** A complete film request's fields, as the create-film form sends them (without the payment). */
export const testFilmRequest: FilmRequestFields = {
  title: 'The Lighthouse Keeper',
  description: 'A keeper writes letters to the sea.',
  genre: 'drama',
  duration: 'short',
  targetAudience: 'family',
  timeline: '3-4 weeks',
  style: 'vintage',
  tone: 'contemplative',
  setting: 'A rocky island',
  characters: 'Old keeper, a curious gull',
  plot: 'Every night she writes a letter and throws it to the waves.',
  visualElements: 'Warm lamplight, grey seas',
  audioElements: 'Waves, a slow cello',
};
