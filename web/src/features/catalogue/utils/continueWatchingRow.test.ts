import { continueWatchingRow } from './continueWatchingRow';

const film = (id: string) => ({
  __typename: 'Video' as const,
  id,
  title: id,
  thumbnailUrl: '',
  year: 2024,
  duration: '1h',
  rating: null,
  maturityRating: '13+',
  inMyList: false,
});

describe('continueWatchingRow()', () => {
  it('keeps the server order and each film’s progress', () => {
    const row = continueWatchingRow([
      { progress: 30, duration: 600, video: film('b') },
      { progress: 90, duration: 3600, video: film('a') },
    ]);
    expect(row.videos.map((video) => video.id)).toEqual(['b', 'a']);
    expect(row.watched.get('a')).toEqual({ progress: 90, duration: 3600 });
  });

  it('leaves out films that left the catalogue', () => {
    expect(continueWatchingRow([{ progress: 30, duration: 600, video: null }]).videos).toEqual([]);
  });
});
