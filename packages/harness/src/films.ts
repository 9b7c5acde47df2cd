import type { Video } from '@cinevia/proto';

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
  isFeatured: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
